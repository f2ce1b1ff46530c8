/**
 * Courses of the Trading Library (SPEC section 7, Library). Key: ['/api/courses']. Deleting a course
 * deletes its lessons too: invalidate `lessonsKeys.list` with it.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Course, CourseCreateInput, CourseUpdateInput } from '@tradeboard/types';
import { queryKeys } from '../queryKeys.js';
import { getJson, requestJson } from '../apiRequest.js';
import { segment } from './paths.js';

export const coursesKeys = {
  list: queryKeys.courses,
};

export const coursesApi = {
  keys: coursesKeys,
  list: () => queryOptions({ queryKey: coursesKeys.list, queryFn: () => getJson<Course[]>('/api/courses') }),
  create: (body: CourseCreateInput) => requestJson<Course>('POST', '/api/courses', body),
  update: (id: string, body: CourseUpdateInput) => requestJson<Course>('PATCH', `/api/courses/${segment(id)}`, body),
  remove: (id: string) => requestJson<null>('DELETE', `/api/courses/${segment(id)}`),
};
