/**
 * The library's forms as plain values, and the request bodies they become. Blank optional text is
 * sent as null (so an edit can clear a field). A lesson's video is the uploaded file when there is
 * one, else the typed URL; its attachments are the uploaded PDF URLs.
 */
import { LIBRARY_DEFAULTS, type CourseCategory, type Difficulty, type DocumentCategory } from '@tradeboard/types/core';
import type {
  Course,
  CourseCreateInput,
  Documentation,
  DocumentationCreateInput,
  Lesson,
  LessonCreateInput,
  LessonUpdateInput,
} from '@tradeboard/types';

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());
const isBlank = (text: string) => text.trim() === '';

// ---------- courses ----------

export interface CourseFormValues {
  title: string;
  description: string;
  category: CourseCategory;
  difficulty: Difficulty;
  duration: string;
  thumbnailUrl: string;
}

export const EMPTY_COURSE_FORM: CourseFormValues = {
  title: '',
  description: '',
  category: LIBRARY_DEFAULTS.courseCategory,
  difficulty: LIBRARY_DEFAULTS.difficulty,
  duration: '',
  thumbnailUrl: '',
};

export function courseFormFrom(course: Course): CourseFormValues {
  return {
    title: course.title,
    description: course.description ?? '',
    category: course.category,
    difficulty: course.difficulty,
    duration: course.duration ?? '',
    thumbnailUrl: course.thumbnailUrl ?? '',
  };
}

/** Title and category are required (the category always has a value). */
export const canSubmitCourse = (values: CourseFormValues) => !isBlank(values.title);

/** The body of POST /api/courses and of PATCH /api/courses/{id}. */
export function courseBody(values: CourseFormValues): CourseCreateInput {
  return {
    title: values.title.trim(),
    description: blankToNull(values.description),
    category: values.category,
    difficulty: values.difficulty,
    duration: blankToNull(values.duration),
    thumbnailUrl: blankToNull(values.thumbnailUrl),
  };
}

// ---------- lessons ----------

export interface LessonFormValues {
  title: string;
  description: string;
  content: string;
  videoUrl: string;
  duration: string;
}

export const EMPTY_LESSON_FORM: LessonFormValues = {
  title: '',
  description: '',
  content: '',
  videoUrl: '',
  duration: '',
};

export function lessonFormFrom(lesson: Lesson): LessonFormValues {
  return {
    title: lesson.title,
    description: lesson.description ?? '',
    content: lesson.content ?? '',
    videoUrl: lesson.videoUrl ?? '',
    duration: lesson.duration ?? '',
  };
}

/** Files the lesson form has uploaded (their URLs on our server). */
export interface LessonUploads {
  videoUrl: string | null;
  pdfUrls: readonly string[];
}

export const canSubmitLesson = (values: LessonFormValues) => !isBlank(values.title);

function lessonFields(values: LessonFormValues, uploads: LessonUploads) {
  return {
    title: values.title.trim(),
    description: blankToNull(values.description),
    // Content keeps its line breaks and indentation; only an all-blank content is empty.
    content: isBlank(values.content) ? null : values.content,
    videoUrl: uploads.videoUrl ?? blankToNull(values.videoUrl),
    duration: blankToNull(values.duration),
  };
}

export function lessonCreateBody(
  values: LessonFormValues,
  courseId: string,
  uploads: LessonUploads,
  orderIndex: number,
): LessonCreateInput {
  return { ...lessonFields(values, uploads), courseId, attachments: [...uploads.pdfUrls], orderIndex };
}

/** An edit keeps the lesson's attachments that were not removed and adds the new uploads. */
export function lessonUpdateBody(
  values: LessonFormValues,
  uploads: LessonUploads,
  keptAttachments: readonly string[],
): LessonUpdateInput {
  return { ...lessonFields(values, uploads), attachments: [...new Set([...keptAttachments, ...uploads.pdfUrls])] };
}

// ---------- documentation ----------

export interface DocumentFormValues {
  title: string;
  category: DocumentCategory;
  content: string;
}

export const EMPTY_DOCUMENT_FORM: DocumentFormValues = {
  title: '',
  category: LIBRARY_DEFAULTS.documentCategory,
  content: '',
};

export function documentFormFrom(document: Documentation): DocumentFormValues {
  return { title: document.title, category: document.category, content: document.content };
}

/** Title, content and category are required. */
export const canSubmitDocument = (values: DocumentFormValues) => !isBlank(values.title) && !isBlank(values.content);

export function documentBody(values: DocumentFormValues, attachments: readonly string[]): DocumentationCreateInput {
  return {
    title: values.title.trim(),
    category: values.category,
    content: values.content,
    attachments: [...attachments],
  };
}
