/**
 * The library's writes (SPEC section 7). Each shows a success toast naming what changed, or a
 * destructive toast with the server's message, then refetches the lists it touched. A course delete
 * also refetches lessons, since the API deletes the course's lessons with it. Edits send the version
 * the form was filled from; `onStale` gets the stored record after a 412, for the open form to show.
 */
import { useQueryClient } from '@tanstack/react-query';
import type {
  Course,
  CourseCreateInput,
  CourseUpdateInput,
  Documentation,
  DocumentationCreateInput,
  DocumentationUpdateInput,
  Lesson,
  LessonCreateInput,
  LessonUpdateInput,
} from '@tradeboard/types';
import {
  coursesApi,
  coursesKeys,
  documentationApi,
  documentationKeys,
  lessonsApi,
  lessonsKeys,
  readableErrorMessage,
  useApiMutation,
  type VersionedRef,
} from '@tradeboard/ui';
import type { OrderChange } from '../lib/lessonOrder.js';
import { TOASTS } from '../lib/messages.js';

/** The failure toast: '{action} Failed' with the server's message. */
const failed = (action: Parameters<typeof TOASTS.failed>[0]) => (error: Error) =>
  TOASTS.failed(action, readableErrorMessage(error));

export const useCreateCourse = () =>
  useApiMutation({
    mutationFn: (body: CourseCreateInput) => coursesApi.create(body),
    invalidate: [coursesKeys.list],
    success: (course) => TOASTS.created('Course', course.title),
    failure: failed('Create'),
  });

export const useUpdateCourse = (onStale?: (current: Course | null) => void) =>
  useApiMutation({
    mutationFn: ({ record, body }: { record: VersionedRef; body: CourseUpdateInput }) =>
      coursesApi.update(record, body),
    onStale: (current) => onStale?.(current as Course | null),
    invalidate: [coursesKeys.list],
    success: (course) => TOASTS.updated('Course', course.title),
    failure: failed('Update'),
  });

export const useDeleteCourse = () =>
  useApiMutation({
    mutationFn: (course: Pick<Course, 'id' | 'title'>) => coursesApi.remove(course.id),
    invalidate: [coursesKeys.list, lessonsKeys.list],
    success: (_, course) => TOASTS.deleted('Course', course.title),
    failure: failed('Delete'),
  });

export const useCreateLesson = () =>
  useApiMutation({
    mutationFn: (body: LessonCreateInput) => lessonsApi.create(body),
    invalidate: [lessonsKeys.list],
    success: (lesson) => TOASTS.created('Lesson', lesson.title),
    failure: failed('Create'),
  });

export const useUpdateLesson = (onStale?: (current: Lesson | null) => void) =>
  useApiMutation({
    mutationFn: ({ record, body }: { record: VersionedRef; body: LessonUpdateInput }) =>
      lessonsApi.update(record, body),
    onStale: (current) => onStale?.(current as Lesson | null),
    invalidate: [lessonsKeys.list],
    success: (lesson) => TOASTS.updated('Lesson', lesson.title),
    failure: failed('Update'),
  });

export const useDeleteLesson = () =>
  useApiMutation({
    mutationFn: (lesson: Pick<Lesson, 'id' | 'title'>) => lessonsApi.remove(lesson.id),
    invalidate: [lessonsKeys.list],
    success: (_, lesson) => TOASTS.deleted('Lesson', lesson.title),
    failure: failed('Delete'),
  });

/**
 * One PATCH per lesson whose place changed, one after another so a failure stops the rest. Each saved
 * lesson goes into the cached list at once, so a next move sends the versions it made.
 */
export function useReorderLessons() {
  const queryClient = useQueryClient();
  return useApiMutation({
    scope: { id: 'lesson-order' },
    mutationFn: async ({ changes, lessons }: { changes: readonly OrderChange[]; lessons: readonly VersionedRef[] }) => {
      for (const change of changes) {
        const cached = queryClient.getQueryData<Lesson[]>(lessonsKeys.list)?.find((each) => each.id === change.id);
        const lesson = cached ?? lessons.find((each) => each.id === change.id);
        if (!lesson) continue;
        const saved = await lessonsApi.update(lesson, { orderIndex: change.orderIndex });
        queryClient.setQueryData<Lesson[]>(lessonsKeys.list, (list) =>
          list?.map((each) => (each.id === saved.id ? saved : each)),
        );
      }
    },
    invalidate: [lessonsKeys.list],
    success: TOASTS.reordered,
    failure: failed('Reorder'),
  });
}

export const useCreateDocument = () =>
  useApiMutation({
    mutationFn: (body: DocumentationCreateInput) => documentationApi.create(body),
    invalidate: [documentationKeys.list],
    success: (document) => TOASTS.created('Document', document.title),
    failure: failed('Create'),
  });

export const useUpdateDocument = (onStale?: (current: Documentation | null) => void) =>
  useApiMutation({
    mutationFn: ({ record, body }: { record: VersionedRef; body: DocumentationUpdateInput }) =>
      documentationApi.update(record, body),
    onStale: (current) => onStale?.(current as Documentation | null),
    invalidate: [documentationKeys.list],
    success: (document) => TOASTS.updated('Document', document.title),
    failure: failed('Update'),
  });

export const useDeleteDocument = () =>
  useApiMutation({
    mutationFn: (document: Pick<Documentation, 'id' | 'title'>) => documentationApi.remove(document.id),
    invalidate: [documentationKeys.list],
    success: (_, document) => TOASTS.deleted('Document', document.title),
    failure: failed('Delete'),
  });
