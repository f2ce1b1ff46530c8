/**
 * Courses of the trading library: GET/POST /api/courses, PATCH/DELETE /api/courses/{id}.
 * Deleting a course also deletes its lessons (they cannot be reached without it).
 */
import { CourseCreateSchema, CourseSchema, CourseUpdateSchema } from '@tradeboard/types';
import { adminSession } from '../../auth/admin-session.js';
import { sessionStoreFor } from '../../auth/sessions.js';
import { courseModel } from '../../db/models/courses.js';
import { lessonModel } from '../../db/models/lessons.js';
import type { AppDeps } from '../../deps.js';
import { named } from '../../http/openapi.js';
import { collectionRoutes } from '../collection-routes.js';
import { LIST_ORDER, LIST_ORDER_TEXT, PUBLISHED, VISIBILITY_TEXT, tags } from './shared.js';

export function courseRoutes(deps: AppDeps) {
  const lessons = lessonModel(deps.db);
  const sessions = sessionStoreFor(deps);

  return collectionRoutes({
    path: '/courses',
    db: deps.db,
    model: courseModel(deps.db),
    what: 'Course',
    tags,
    schemas: {
      name: 'Course',
      item: named(CourseSchema, 'Course'),
      create: named(CourseCreateSchema, 'CourseCreate'),
      update: named(CourseUpdateSchema, 'CourseUpdate'),
    },
    list: {
      summary: 'All courses',
      description: `${VISIBILITY_TEXT} ${LIST_ORDER_TEXT}`,
      answer: 'Courses',
      order: LIST_ORDER,
      filter: async (_query, c) => ((await adminSession(c, sessions)) ? {} : PUBLISHED),
    },
    create: {
      summary: 'Create a course',
      description:
        'title and category are required; difficulty defaults to Beginner, isPublished to true, orderIndex to 0.',
    },
    update: {
      summary: 'Update a course',
      description: 'Partial update; null clears an optional field.',
      answer: 'The updated course',
    },
    remove: {
      summary: 'Delete a course and its lessons',
      description: 'Lessons whose courseId is this course are deleted too. Uploaded files they link to are kept.',
    },
    // The course and its lessons go together or not at all.
    after: { remove: (course, session) => lessons.deleteMany({ courseId: String(course._id) }, { session }) },
  });
}
