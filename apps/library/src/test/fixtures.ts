/** Library entities as the API returns them, with overridable fields. */
import type { Course, Documentation, Lesson } from '@tradeboard/types';

const STAMP = '2026-03-05T15:30:00.000Z';

export function makeCourse(id: string, overrides: Partial<Course> = {}): Course {
  return {
    id,
    title: `Course ${id}`,
    description: null,
    category: 'Strategy',
    difficulty: 'Beginner',
    duration: null,
    thumbnailUrl: null,
    externalSource: null,
    externalId: null,
    lastSyncedAt: null,
    isPublished: true,
    orderIndex: 0,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function makeLesson(id: string, courseId: string, overrides: Partial<Lesson> = {}): Lesson {
  return {
    id,
    courseId,
    title: `Lesson ${id}`,
    description: null,
    content: null,
    videoUrl: null,
    attachments: [],
    duration: null,
    externalSource: null,
    externalId: null,
    lastSyncedAt: null,
    orderIndex: 0,
    isPublished: true,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function makeDocument(id: string, overrides: Partial<Documentation> = {}): Documentation {
  return {
    id,
    title: `Document ${id}`,
    content: `Content of ${id}`,
    category: 'SOP',
    tags: [],
    attachments: [],
    notionId: null,
    isPublished: true,
    orderIndex: 0,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}
