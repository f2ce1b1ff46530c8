/**
 * The library tests' records: the kit's builders (@tradeboard/ui/testing) with the ids the tests
 * address and titles derived from them ('Course c1', 'Lesson l1', 'Document d1').
 */
import type { Course, Documentation, Lesson } from '@tradeboard/types';
import { makeCourse as kitCourse, makeDocumentation, makeLesson as kitLesson } from '@tradeboard/ui/testing';

const STAMP = '2026-03-05T15:30:00.000Z';
const stamps = { createdAt: STAMP, updatedAt: STAMP };

export const makeCourse = (id: string, overrides: Partial<Course> = {}): Course =>
  kitCourse(`Course ${id}`, { id, ...stamps, ...overrides });

export const makeLesson = (id: string, courseId: string, overrides: Partial<Lesson> = {}): Lesson =>
  kitLesson(courseId, `Lesson ${id}`, { id, ...stamps, ...overrides });

export const makeDocument = (id: string, overrides: Partial<Documentation> = {}): Documentation =>
  makeDocumentation(`Document ${id}`, { id, content: `Content of ${id}`, ...stamps, ...overrides });
