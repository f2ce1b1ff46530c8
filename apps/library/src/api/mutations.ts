/**
 * The library's writes (SPEC section 7). Each shows a success toast naming what changed, or a
 * destructive toast with the server's message, then refetches the lists it touched. A course delete
 * also refetches lessons, since the API deletes the course's lessons with it.
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
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
import { queryKeys, readableErrorMessage, requestJson, useToast } from '@tradeboard/ui';
import type { OrderChange } from '../lib/lessonOrder';
import { TOASTS, type ToastText } from '../lib/messages';

type FailedAction = Parameters<typeof TOASTS.failed>[0];

interface LibraryMutation<Variables, Result> {
  mutationFn: (variables: Variables) => Promise<Result>;
  invalidate: readonly QueryKey[];
  success: (result: Result, variables: Variables) => ToastText;
  failedAction: FailedAction;
}

function useLibraryMutation<Variables, Result>({ mutationFn, invalidate, success, failedAction }: LibraryMutation<Variables, Result>) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn,
    onSuccess: async (result, variables) => {
      toast({ ...success(result, variables), variant: 'success' });
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => toast({ ...TOASTS.failed(failedAction, readableErrorMessage(error)), variant: 'destructive' }),
  });
}

const itemUrl = (collection: string, id: string) => `/api/${collection}/${encodeURIComponent(id)}`;

export const useCreateCourse = () =>
  useLibraryMutation({
    mutationFn: (body: CourseCreateInput) => requestJson<Course>('POST', '/api/courses', body),
    invalidate: [queryKeys.courses],
    success: (course) => TOASTS.created('Course', course.title),
    failedAction: 'Create',
  });

export const useUpdateCourse = () =>
  useLibraryMutation({
    mutationFn: ({ id, body }: { id: string; body: CourseUpdateInput }) => requestJson<Course>('PATCH', itemUrl('courses', id), body),
    invalidate: [queryKeys.courses],
    success: (course) => TOASTS.updated('Course', course.title),
    failedAction: 'Update',
  });

export const useDeleteCourse = () =>
  useLibraryMutation({
    mutationFn: (course: Pick<Course, 'id' | 'title'>) => requestJson<null>('DELETE', itemUrl('courses', course.id)),
    invalidate: [queryKeys.courses, queryKeys.lessons],
    success: (_, course) => TOASTS.deleted('Course', course.title),
    failedAction: 'Delete',
  });

export const useCreateLesson = () =>
  useLibraryMutation({
    mutationFn: (body: LessonCreateInput) => requestJson<Lesson>('POST', '/api/lessons', body),
    invalidate: [queryKeys.lessons],
    success: (lesson) => TOASTS.created('Lesson', lesson.title),
    failedAction: 'Create',
  });

export const useUpdateLesson = () =>
  useLibraryMutation({
    mutationFn: ({ id, body }: { id: string; body: LessonUpdateInput }) => requestJson<Lesson>('PATCH', itemUrl('lessons', id), body),
    invalidate: [queryKeys.lessons],
    success: (lesson) => TOASTS.updated('Lesson', lesson.title),
    failedAction: 'Update',
  });

export const useDeleteLesson = () =>
  useLibraryMutation({
    mutationFn: (lesson: Pick<Lesson, 'id' | 'title'>) => requestJson<null>('DELETE', itemUrl('lessons', lesson.id)),
    invalidate: [queryKeys.lessons],
    success: (_, lesson) => TOASTS.deleted('Lesson', lesson.title),
    failedAction: 'Delete',
  });

/** One PATCH per lesson whose place changed, one after another so a failure stops the rest. */
export const useReorderLessons = () =>
  useLibraryMutation({
    mutationFn: async (changes: readonly OrderChange[]) => {
      for (const change of changes) await requestJson<Lesson>('PATCH', itemUrl('lessons', change.id), { orderIndex: change.orderIndex });
    },
    invalidate: [queryKeys.lessons],
    success: () => TOASTS.reordered,
    failedAction: 'Reorder',
  });

export const useCreateDocument = () =>
  useLibraryMutation({
    mutationFn: (body: DocumentationCreateInput) => requestJson<Documentation>('POST', '/api/documentation', body),
    invalidate: [queryKeys.documentation],
    success: (document) => TOASTS.created('Document', document.title),
    failedAction: 'Create',
  });

export const useUpdateDocument = () =>
  useLibraryMutation({
    mutationFn: ({ id, body }: { id: string; body: DocumentationUpdateInput }) =>
      requestJson<Documentation>('PATCH', itemUrl('documentation', id), body),
    invalidate: [queryKeys.documentation],
    success: (document) => TOASTS.updated('Document', document.title),
    failedAction: 'Update',
  });

export const useDeleteDocument = () =>
  useLibraryMutation({
    mutationFn: (document: Pick<Documentation, 'id' | 'title'>) => requestJson<null>('DELETE', itemUrl('documentation', document.id)),
    invalidate: [queryKeys.documentation],
    success: (_, document) => TOASTS.deleted('Document', document.title),
    failedAction: 'Delete',
  });
