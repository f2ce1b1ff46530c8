import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CourseSchema, DocumentationSchema, LessonSchema } from '@tradeboard/types';
import { TEST_ORIGIN, createTestContext, readJson, type TestContext } from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.stop());

const json = async (res: Response) => ({ status: res.status, body: await readJson(res) });
const MISSING_ID = '665f1c2e9b1e8a3d4c5b6a79';

async function createCourse(fields: Record<string, unknown> = {}) {
  const { status, body } = await json(
    await ctx.send('POST', '/api/courses', { title: 'Course', category: 'Strategy', ...fields }),
  );
  expect(status).toBe(201);
  return body as { id: string; title: string };
}

describe('courses', () => {
  test('POST applies the defaults and answers the full document', async () => {
    const { status, body } = await json(
      await ctx.send('POST', '/api/courses', {
        title: '  Reading the tape ',
        category: 'Technical Analysis',
        duration: '2 hours',
      }),
    );
    expect(status).toBe(201);
    expect(CourseSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      title: 'Reading the tape',
      category: 'Technical Analysis',
      difficulty: 'Beginner',
      duration: '2 hours',
      description: null,
      thumbnailUrl: null,
      externalSource: null,
      isPublished: true,
      orderIndex: 0,
    });
    expect(body.id).toMatch(/^[0-9a-f]{24}$/);
  });

  test('validation: title and category required, enumerations enforced with their messages', async () => {
    const noTitle = await json(await ctx.send('POST', '/api/courses', { category: 'Strategy' }));
    expect(noTitle).toEqual({ status: 400, body: expect.objectContaining({ message: 'Title is required' }) });
    expect(noTitle.body.issues[0].path).toEqual(['title']);

    const blankTitle = await json(await ctx.send('POST', '/api/courses', { title: '   ', category: 'Strategy' }));
    expect(blankTitle.body.message).toBe('Title is required');

    const noCategory = await json(await ctx.send('POST', '/api/courses', { title: 'T' }));
    expect(noCategory).toEqual({ status: 400, body: expect.objectContaining({ message: 'Category is required' }) });

    const badCategory = await json(await ctx.send('POST', '/api/courses', { title: 'T', category: 'Crypto' }));
    expect(badCategory.body.message).toBe(
      'Category must be one of: Strategy, Risk Management, Technical Analysis, Psychology, Options, Fundamentals',
    );
    const badDifficulty = await json(
      await ctx.send('POST', '/api/courses', { title: 'T', category: 'Options', difficulty: 'Expert' }),
    );
    expect(badDifficulty.body.message).toBe('Difficulty must be one of: Beginner, Intermediate, Advanced');
    const badSource = await json(
      await ctx.send('POST', '/api/courses', { title: 'T', category: 'Options', externalSource: 'udemy' }),
    );
    expect(badSource.body.message).toBe('External source must be one of: teachable, internal, notion');
    const badOrder = await json(
      await ctx.send('POST', '/api/courses', { title: 'T', category: 'Options', orderIndex: 1.5 }),
    );
    expect(badOrder.status).toBe(400);
    const badThumb = await json(
      await ctx.send('POST', '/api/courses', { title: 'T', category: 'Options', thumbnailUrl: 'javascript:alert(1)' }),
    );
    expect(badThumb.status).toBe(400);

    const ok = await json(
      await ctx.send('POST', '/api/courses', {
        title: 'T',
        category: 'Psychology',
        difficulty: 'Advanced',
        externalSource: 'notion',
      }),
    );
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ difficulty: 'Advanced', externalSource: 'notion' });
  });

  test('GET lists publicly by orderIndex, then oldest first', async () => {
    const later = await createCourse({ title: 'Order 5', orderIndex: 5 });
    const first = await createCourse({ title: 'Order 1', orderIndex: 1 });
    const second = await createCourse({ title: 'Order 1 again', orderIndex: 1 });
    const { status, body } = await json(await ctx.request('/api/courses'));
    expect(status).toBe(200);
    const ids = body.map((course: { id: string }) => course.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(later.id));
    const keys = body.map((course: { orderIndex: number; createdAt: string }) => [course.orderIndex, course.createdAt]);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1])));
  });

  test('PATCH updates given fields, null clears; 400 for an empty body, 404 for an unknown id', async () => {
    const course = await createCourse({ description: 'old' });
    const { status, body } = await json(
      await ctx.send('PATCH', `/api/courses/${course.id}`, { difficulty: 'Intermediate', description: null }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: course.id, title: 'Course', difficulty: 'Intermediate', description: null });

    const empty = await json(await ctx.send('PATCH', `/api/courses/${course.id}`, {}));
    expect(empty).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'Provide at least one field to update' }),
    });
    const badEnum = await json(await ctx.send('PATCH', `/api/courses/${course.id}`, { category: 'Nope' }));
    expect(badEnum.status).toBe(400);
    expect((await ctx.send('PATCH', `/api/courses/${MISSING_ID}`, { title: 'x' })).status).toBe(404);
    expect((await ctx.send('PATCH', '/api/courses/not-an-id', { title: 'x' })).status).toBe(404);
  });

  test("DELETE answers 204, removes the course's lessons (only those), then 404", async () => {
    const doomed = await createCourse({ title: 'Doomed' });
    const kept = await createCourse({ title: 'Kept' });
    await ctx.send('POST', '/api/lessons', { courseId: doomed.id, title: 'Gone with it' });
    await ctx.send('POST', '/api/lessons', { courseId: kept.id, title: 'Stays' });

    const res = await ctx.send('DELETE', `/api/courses/${doomed.id}`);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect((await json(await ctx.request(`/api/lessons?courseId=${doomed.id}`))).body).toEqual([]);
    expect((await json(await ctx.request(`/api/lessons?courseId=${kept.id}`))).body).toHaveLength(1);
    expect((await ctx.send('DELETE', `/api/courses/${doomed.id}`)).status).toBe(404);
  });
});

describe('lessons', () => {
  test('POST needs an existing course and a title; attachments default to []', async () => {
    const course = await createCourse();
    const { status, body } = await json(
      await ctx.send('POST', '/api/lessons', {
        courseId: course.id,
        title: 'Entries',
        videoUrl: 'https://youtu.be/abc',
        duration: '15 minutes',
      }),
    );
    expect(status).toBe(201);
    expect(LessonSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      courseId: course.id,
      title: 'Entries',
      attachments: [],
      isPublished: true,
      orderIndex: 0,
      content: null,
    });

    const noCourse = await json(await ctx.send('POST', '/api/lessons', { title: 'Orphan' }));
    expect(noCourse).toEqual({ status: 400, body: expect.objectContaining({ message: 'Course is required' }) });
    const noTitle = await json(await ctx.send('POST', '/api/lessons', { courseId: course.id }));
    expect(noTitle.body.message).toBe('Title is required');
    for (const courseId of [MISSING_ID, 'not-an-id']) {
      const unknown = await json(await ctx.send('POST', '/api/lessons', { courseId, title: 'Orphan' }));
      expect(unknown).toEqual({
        status: 400,
        body: { message: 'Course not found', issues: [{ path: ['courseId'], message: 'Course not found' }] },
      });
    }
    const badAttachments = await json(
      await ctx.send('POST', '/api/lessons', { courseId: course.id, title: 'x', attachments: [42] }),
    );
    expect(badAttachments.status).toBe(400);
  });

  test("GET lists all lessons or one course's, ordered by orderIndex then oldest first", async () => {
    const course = await createCourse();
    const b = await json(await ctx.send('POST', '/api/lessons', { courseId: course.id, title: 'B', orderIndex: 2 }));
    const a = await json(
      await ctx.send('POST', '/api/lessons', {
        courseId: course.id,
        title: 'A',
        orderIndex: 1,
        attachments: ['/uploads/pdfs/x.pdf'],
      }),
    );
    const a2 = await json(await ctx.send('POST', '/api/lessons', { courseId: course.id, title: 'A2', orderIndex: 1 }));
    const { body } = await json(await ctx.request(`/api/lessons?courseId=${course.id}`));
    expect(body.map((lesson: { title: string }) => lesson.title)).toEqual(['A', 'A2', 'B']);
    expect(body[0].attachments).toEqual(['/uploads/pdfs/x.pdf']);
    const all = await json(await ctx.request('/api/lessons'));
    expect(all.body.map((lesson: { id: string }) => lesson.id)).toEqual(
      expect.arrayContaining([a.body.id, a2.body.id, b.body.id]),
    );
  });

  test('PATCH updates; moving to an unknown course is refused; DELETE 204 then 404', async () => {
    const course = await createCourse();
    const lesson = (await json(await ctx.send('POST', '/api/lessons', { courseId: course.id, title: 'L' }))).body;
    const patched = await json(
      await ctx.send('PATCH', `/api/lessons/${lesson.id}`, {
        content: 'line 1\nline 2',
        attachments: ['/uploads/pdfs/a.pdf'],
      }),
    );
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      content: 'line 1\nline 2',
      attachments: ['/uploads/pdfs/a.pdf'],
      courseId: course.id,
    });
    const moved = await json(await ctx.send('PATCH', `/api/lessons/${lesson.id}`, { courseId: MISSING_ID }));
    expect(moved.status).toBe(400);
    expect(moved.body.message).toBe('Course not found');
    expect((await json(await ctx.send('PATCH', `/api/lessons/${lesson.id}`, {}))).status).toBe(400);
    expect((await ctx.send('PATCH', `/api/lessons/${MISSING_ID}`, { title: 'x' })).status).toBe(404);

    expect((await ctx.send('DELETE', `/api/lessons/${lesson.id}`)).status).toBe(204);
    expect((await ctx.send('DELETE', `/api/lessons/${lesson.id}`)).status).toBe(404);
  });
});

describe('documentation', () => {
  test('POST requires title, content and category; tags and attachments default to []', async () => {
    const { status, body } = await json(
      await ctx.send('POST', '/api/documentation', { title: 'Pre-market SOP', content: 'Step 1', category: 'SOP' }),
    );
    expect(status).toBe(201);
    expect(DocumentationSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      title: 'Pre-market SOP',
      content: 'Step 1',
      category: 'SOP',
      tags: [],
      attachments: [],
      notionId: null,
      isPublished: true,
      orderIndex: 0,
    });

    const noContent = await json(await ctx.send('POST', '/api/documentation', { title: 'T', category: 'SOP' }));
    expect(noContent).toEqual({ status: 400, body: expect.objectContaining({ message: 'Content is required' }) });
    const noCategory = await json(await ctx.send('POST', '/api/documentation', { title: 'T', content: 'C' }));
    expect(noCategory.body.message).toBe('Category is required');
    const badCategory = await json(
      await ctx.send('POST', '/api/documentation', { title: 'T', content: 'C', category: 'Strategy' }),
    );
    expect(badCategory.body.message).toBe(
      'Category must be one of: SOP, Strategy Guide, Risk Management, Checklist, Template, Reference',
    );
    const noTitle = await json(await ctx.send('POST', '/api/documentation', { content: 'C', category: 'SOP' }));
    expect(noTitle.body.message).toBe('Title is required');
  });

  test('GET lists by orderIndex then oldest first; PATCH and DELETE', async () => {
    const second = (
      await json(
        await ctx.send('POST', '/api/documentation', {
          title: 'Second',
          content: 'c',
          category: 'Checklist',
          orderIndex: 3,
        }),
      )
    ).body;
    const first = (
      await json(
        await ctx.send('POST', '/api/documentation', {
          title: 'First',
          content: 'c',
          category: 'Template',
          orderIndex: 0,
          tags: ['risk'],
        }),
      )
    ).body;
    const list = (await json(await ctx.request('/api/documentation'))).body as Array<{
      id: string;
      orderIndex: number;
    }>;
    const ids = list.map((doc) => doc.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));

    const patched = await json(
      await ctx.send('PATCH', `/api/documentation/${first.id}`, { tags: ['risk', 'sizing'], notionId: 'abc123' }),
    );
    expect(patched).toEqual({
      status: 200,
      body: expect.objectContaining({ tags: ['risk', 'sizing'], notionId: 'abc123', title: 'First' }),
    });
    expect((await ctx.send('PATCH', `/api/documentation/${first.id}`, { content: '' })).status).toBe(400);

    expect((await ctx.send('DELETE', `/api/documentation/${first.id}`)).status).toBe(204);
    expect((await ctx.send('DELETE', `/api/documentation/${first.id}`)).status).toBe(404);
  });
});

describe('auth', () => {
  test('library writes answer 401 without a session; reads are public', async () => {
    const course = await createCourse();
    const anonymous = (method: string, path: string) =>
      ctx.request(path, {
        method,
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'x', category: 'Strategy' }),
      });
    for (const [method, path] of [
      ['POST', '/api/courses'],
      ['PATCH', `/api/courses/${course.id}`],
      ['DELETE', `/api/courses/${course.id}`],
      ['POST', '/api/lessons'],
      ['POST', '/api/documentation'],
    ] as const) {
      expect((await anonymous(method, path)).status, `${method} ${path}`).toBe(401);
    }
    for (const path of ['/api/courses', '/api/lessons', '/api/documentation'])
      expect((await ctx.request(path)).status).toBe(200);
  });

  test('the OpenAPI document lists the library paths with their order', async () => {
    const doc = await readJson(await ctx.request('/api/openapi.json'));
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/courses',
        '/api/courses/{id}',
        '/api/lessons',
        '/api/lessons/{id}',
        '/api/documentation',
        '/api/documentation/{id}',
      ]),
    );
    expect(doc.paths['/api/courses'].get.description).toContain('orderIndex');
  });
});
