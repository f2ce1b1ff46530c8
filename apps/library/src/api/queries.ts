/** The library's reads (SPEC section 7): the three lists, shared by both views. */
import { useQuery } from '@tanstack/react-query';
import type { Course, Documentation, Lesson } from '@tradeboard/types';
import { queryKeys } from '@tradeboard/ui';

export const useCourses = () => useQuery<Course[]>({ queryKey: queryKeys.courses });
export const useLessons = () => useQuery<Lesson[]>({ queryKey: queryKeys.lessons });
export const useDocumentation = () => useQuery<Documentation[]>({ queryKey: queryKeys.documentation });
