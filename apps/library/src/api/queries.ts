/** The library's reads (SPEC section 7): the three lists, shared by both views, through the kit's typed resources. */
import { useQuery } from '@tanstack/react-query';
import { coursesApi, documentationApi, lessonsApi } from '@tradeboard/ui';

export const useCourses = () => useQuery(coursesApi.list());
export const useLessons = () => useQuery(lessonsApi.list());
export const useDocumentation = () => useQuery(documentationApi.list());
