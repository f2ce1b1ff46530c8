/** Lesson records of the Trading Library (SPEC section 7, Library). Key: ['/api/lessons']. */
import type { Lesson, LessonCreateInput, LessonUpdateInput } from '@tradeboard/types';
import { queryKeys } from '@tradeboard/runtime';
import { collectionResource } from './collection.js';

export const lessonsApi = collectionResource<Lesson, LessonCreateInput, LessonUpdateInput, typeof queryKeys.lessons>(
  '/api/lessons',
  queryKeys.lessons,
);
export const lessonsKeys = lessonsApi.keys;
