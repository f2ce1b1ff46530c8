/**
 * The library's six dialogs: course, lesson and document (opened by id, so they read the current
 * lists: an edit shows at once and a deleted item closes) and the three forms (opened with what they
 * edit). The view opens them; LibraryDialogs renders them.
 */
import type { Course, Documentation, Lesson } from '@tradeboard/types';
import { useDialogTarget } from '@tradeboard/ui';

export const NO_LESSONS: readonly Lesson[] = [];

export interface LibraryLists {
  courses: readonly Course[] | undefined;
  lessons: readonly Lesson[] | undefined;
  documentation: readonly Documentation[] | undefined;
  /** Each course's lessons in their order. */
  lessonsByCourse: ReadonlyMap<string, Lesson[]>;
}

export function useLibraryDialogs({ courses, lessons, documentation, lessonsByCourse }: LibraryLists) {
  const courseDialog = useDialogTarget<string>();
  const lessonDialog = useDialogTarget<string>();
  const documentDialog = useDialogTarget<string>();
  const courseForm = useDialogTarget<{ course: Course | null }>();
  const lessonForm = useDialogTarget<{ course: Course; lesson: Lesson | null }>();
  const documentForm = useDialogTarget<{ document: Documentation | null }>();

  const openCourse = courses?.find((course) => course.id === courseDialog.target) ?? null;
  const openLesson = lessons?.find((lesson) => lesson.id === lessonDialog.target) ?? null;

  return {
    courseDialog,
    lessonDialog,
    documentDialog,
    courseForm,
    lessonForm,
    documentForm,
    lessonsByCourse,
    openCourse,
    openCourseLessons: (openCourse && lessonsByCourse.get(openCourse.id)) || NO_LESSONS,
    openLesson,
    openLessonCourse: courses?.find((course) => course.id === openLesson?.courseId) ?? null,
    openDocument: documentation?.find((document) => document.id === documentDialog.target) ?? null,
  };
}

export type LibraryDialogState = ReturnType<typeof useLibraryDialogs>;
