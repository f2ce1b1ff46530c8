/**
 * Courses of the Trading Library (SPEC section 7, Library). Key: ['/api/courses']. Deleting a course
 * deletes its lessons too: invalidate `lessonsKeys.list` with it.
 */
import type { Course, CourseCreateInput, CourseUpdateInput } from '@tradeboard/types';
import { queryKeys } from '@tradeboard/runtime';
import { collectionResource } from './collection.js';

export const coursesApi = collectionResource<Course, CourseCreateInput, CourseUpdateInput, typeof queryKeys.courses>(
  '/api/courses',
  queryKeys.courses,
);
export const coursesKeys = coursesApi.keys;
