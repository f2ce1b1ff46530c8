/**
 * Lessons: GET/POST /api/lessons, PATCH/DELETE /api/lessons/{id}.
 * A lesson's courseId is the owning course's string id; create and PATCH check that course exists.
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  LessonCreateSchema,
  LessonSchema,
  LessonsQuerySchema,
  LessonUpdateSchema,
  type Lesson,
} from '@tradeboard/types';
import { courseModel } from '../../db/models/courses.js';
import { lessonModel } from '../../db/models/lessons.js';
import { toApi, toApiList } from '../../db/serialize.js';
import type { AppDeps } from '../../deps.js';
import { badRequest, notFound } from '../../http/errors.js';
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
import { IdParams, isObjectIdString } from '../../http/params.js';
import { LIST_ORDER, LIST_ORDER_TEXT, PUBLISHED, VISIBILITY_TEXT, tags } from './shared.js';

const Lesson = named(LessonSchema, 'Lesson');
const params = IdParams;
const LESSON_NOT_FOUND = 'Lesson not found';
const UNKNOWN_COURSE = 'Course not found';

const listLessons = createRoute({
  method: 'get',
  path: '/lessons',
  tags,
  summary: "All lessons, or one course's lessons",
  description:
    `Optional query courseId limits the list to that course. ${VISIBILITY_TEXT} ` +
    `A student does not get the lessons of an unpublished course either. ${LIST_ORDER_TEXT}`,
  request: { query: LessonsQuerySchema },
  responses: { 200: json(z.array(Lesson), 'Lessons') },
});

const createLesson = createRoute({
  method: 'post',
  path: '/lessons',
  tags,
  security: adminOnly,
  summary: 'Create a lesson',
  description:
    'courseId (the id of an existing course; 400 "Course not found" otherwise) and title are required; attachments default to [], isPublished to true, orderIndex to 0.',
  request: jsonBody(named(LessonCreateSchema, 'LessonCreate')),
  responses: { 201: json(Lesson, 'Created'), ...errors(400, 401, 403) },
});

const updateLesson = createRoute({
  method: 'patch',
  path: '/lessons/{id}',
  tags,
  security: adminOnly,
  summary: 'Update a lesson',
  description: 'Partial update; null clears an optional field. A new courseId must name an existing course.',
  request: { params, ...ifMatch, ...jsonBody(named(LessonUpdateSchema, 'LessonUpdate')) },
  responses: {
    200: jsonWithEtag(Lesson, 'The updated lesson'),
    ...errors(400, 401, 403, 404),
    ...staleWrite(Lesson, 'Lesson'),
  },
});

const deleteLesson = createRoute({
  method: 'delete',
  path: '/lessons/{id}',
  tags,
  security: adminOnly,
  summary: 'Delete a lesson',
  request: { params },
  responses: { ...noContent, ...errors(401, 403, 404) },
});

export function lessonRoutes(deps: AppDeps) {
  const lessons = lessonModel(deps.db);
  const courses = courseModel(deps.db);
  const sessions = sessionStoreFor(deps);
  const router = createRouter();

  /** A student's filter: published lessons of published courses. */
  const studentFilter = async () => {
    const publishedCourses = await courses.find(PUBLISHED, { _id: 1 }).lean();
    return { ...PUBLISHED, courseId: { $in: publishedCourses.map((course) => String(course._id)) } };
  };

  const requireCourse = async (courseId: string) => {
    if (!isObjectIdString(courseId) || !(await courses.exists({ _id: courseId }))) {
      throw badRequest(UNKNOWN_COURSE, [{ path: ['courseId'], message: UNKNOWN_COURSE }]);
    }
  };

  router.openapi(listLessons, async (c) => {
    const { courseId } = c.req.valid('query');
    const visible = (await adminSession(c, sessions)) ? {} : await studentFilter();
    const list = await lessons
      .find({ $and: [visible, courseId ? { courseId } : {}] })
      .sort(LIST_ORDER)
      .lean();
    return c.json(toApiList<Lesson>(list), 200);
  });

  router.openapi(createLesson, async (c) => {
    const body = c.req.valid('json');
    await requireCourse(body.courseId);
    return c.json(toApi<Lesson>(await lessons.create(body)), 201);
  });

  router.openapi(updateLesson, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    if (body.courseId !== undefined) await requireCourse(body.courseId);
    const notFoundError = (): never => {
      throw notFound(LESSON_NOT_FOUND);
    };
    const updated = await updateIfMatch(
      lessons,
      { _id: id },
      { $set: body },
      ifMatchOf(c.req.valid('header')),
      notFoundError,
      {
        runValidators: true,
      },
    );
    setEtag(c, updated);
    return c.json(toApi<Lesson>(updated), 200);
  });

  router.openapi(deleteLesson, async (c) => {
    const { id } = c.req.valid('param');
    const { deletedCount } = await lessons.deleteOne({ _id: id });
    if (deletedCount === 0) throw notFound(LESSON_NOT_FOUND);
    return c.body(null, 204);
  });

  return router;
}
