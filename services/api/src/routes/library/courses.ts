/**
 * Courses of the trading library: GET/POST /api/courses, PATCH/DELETE /api/courses/{id}.
 * Deleting a course also deletes its lessons (they cannot be reached without it).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { CourseCreateSchema, CourseSchema, CourseUpdateSchema, type Course } from '@tradeboard/types';
import { courseModel } from '../../db/models/courses.js';
import { lessonModel } from '../../db/models/lessons.js';
import { toApi, toApiList } from '../../db/serialize.js';
import { inTransaction } from '../../db/transaction.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { ifMatchOf, setEtag, updateIfMatch } from '../../http/if-match.js';
import {
  adminOnly,
  errors,
  ifMatch,
  json,
  jsonBody,
  jsonWithEtag,
  named,
  noContent,
  staleWrite,
} from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { adminSession } from '../../auth/admin-session.js';
import { sessionStoreFor } from '../../auth/sessions.js';
import { IdParams, LIST_ORDER, LIST_ORDER_TEXT, PUBLISHED, VISIBILITY_TEXT, tags } from './shared.js';

const Course = named(CourseSchema, 'Course');
const params = IdParams;
const COURSE_NOT_FOUND = 'Course not found';

const listCourses = createRoute({
  method: 'get',
  path: '/courses',
  tags,
  summary: 'All courses',
  description: `${VISIBILITY_TEXT} ${LIST_ORDER_TEXT}`,
  responses: { 200: json(z.array(Course), 'Courses') },
});

const createCourse = createRoute({
  method: 'post',
  path: '/courses',
  tags,
  security: adminOnly,
  summary: 'Create a course',
  description:
    'title and category are required; difficulty defaults to Beginner, isPublished to true, orderIndex to 0.',
  request: jsonBody(named(CourseCreateSchema, 'CourseCreate')),
  responses: { 201: json(Course, 'Created'), ...errors(400, 401, 403) },
});

const updateCourse = createRoute({
  method: 'patch',
  path: '/courses/{id}',
  tags,
  security: adminOnly,
  summary: 'Update a course',
  description: 'Partial update; null clears an optional field.',
  request: { params, ...ifMatch, ...jsonBody(named(CourseUpdateSchema, 'CourseUpdate')) },
  responses: {
    200: jsonWithEtag(Course, 'The updated course'),
    ...errors(400, 401, 403, 404),
    ...staleWrite(Course, 'Course'),
  },
});

const deleteCourse = createRoute({
  method: 'delete',
  path: '/courses/{id}',
  tags,
  security: adminOnly,
  summary: 'Delete a course and its lessons',
  description: 'Lessons whose courseId is this course are deleted too. Uploaded files they link to are kept.',
  request: { params },
  responses: { ...noContent, ...errors(401, 403, 404) },
});

export function courseRoutes(deps: AppDeps) {
  const courses = courseModel(deps.db);
  const lessons = lessonModel(deps.db);
  const sessions = sessionStoreFor(deps);
  const router = createRouter();

  router.openapi(listCourses, async (c) => {
    const filter = (await adminSession(c, sessions)) ? {} : PUBLISHED;
    return c.json(toApiList<Course>(await courses.find(filter).sort(LIST_ORDER).lean()), 200);
  });

  router.openapi(createCourse, async (c) => {
    const created = await courses.create(c.req.valid('json'));
    return c.json(toApi<Course>(created), 201);
  });

  router.openapi(updateCourse, async (c) => {
    const { id } = c.req.valid('param');
    const notFoundError = (): never => {
      throw notFound(COURSE_NOT_FOUND);
    };
    const updated = await updateIfMatch(
      courses,
      { _id: id },
      { $set: c.req.valid('json') },
      ifMatchOf(c.req.valid('header')),
      notFoundError,
      {
        runValidators: true,
      },
    );
    setEtag(c, updated);
    return c.json(toApi<Course>(updated), 200);
  });

  router.openapi(deleteCourse, async (c) => {
    const { id } = c.req.valid('param');
    // The course and its lessons go together or not at all.
    await inTransaction(deps.db, async (session) => {
      const deleted = await courses.findByIdAndDelete(id, { session }).lean();
      if (!deleted) throw notFound(COURSE_NOT_FOUND);
      await lessons.deleteMany({ courseId: String(deleted._id) }, { session });
    });
    return c.body(null, 204);
  });

  return router;
}
