/** Lesson records of the Trading Library (SPEC section 7, Library). Key: ['/api/lessons']. */
import { queryOptions } from '@tanstack/react-query';
import type { Lesson, LessonCreateInput, LessonUpdateInput } from '@tradeboard/types';
import { queryKeys } from '../queryKeys.js';
import { getJson, requestJson } from '../apiRequest.js';
import { segment } from './paths.js';

export const lessonsKeys = {
  list: queryKeys.lessons,
};

export const lessonsApi = {
  keys: lessonsKeys,
  list: () => queryOptions({ queryKey: lessonsKeys.list, queryFn: () => getJson<Lesson[]>('/api/lessons') }),
  create: (body: LessonCreateInput) => requestJson<Lesson>('POST', '/api/lessons', body),
  update: (id: string, body: LessonUpdateInput) => requestJson<Lesson>('PATCH', `/api/lessons/${segment(id)}`, body),
  remove: (id: string) => requestJson<null>('DELETE', `/api/lessons/${segment(id)}`),
};
