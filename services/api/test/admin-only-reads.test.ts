/**
 * Issue 23: admin data stays admin-only. Bot analysis needs a session; unpublished library items (and
 * the files only they link to) are the admin's alone; a backup starts only from our own pages.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BACKUP_CROSS_SITE } from '../src/backup/routes.js';
import { TEST_ORIGIN, createTestContext, readJson, type Json, type TestContext } from './helpers.js';
import { multipart, pdf } from './upload-fixtures.js';

let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext({ ocr: { read: async () => [], close: async () => {} } });
  admin = (await ctx.login()).headers;
});
afterAll(() => ctx.stop());

const created = async (res: Response): Promise<Json> => {
  expect(res.status).toBe(201);
  return readJson(res);
};
const titles = (list: Json[]) => list.map((item: Json) => item.title as string).sort();

describe('GET /api/bot-analysis', () => {
  test('answers 401 without a session and the records with one', async () => {
    await ctx.models.botAnalysis.create({
      filename: 'my-bots.png',
      analysisResult: JSON.stringify({ text: 'SECRET OCR TEXT' }),
      confidence: 0.9,
      processedAt: new Date(),
    });
    const anonymous = await ctx.request('/api/bot-analysis');
    expect(anonymous.status).toBe(401);
    const text = await anonymous.text();
    expect(text).not.toContain('my-bots.png');
    expect(JSON.parse(text)).toEqual({ message: 'Authentication required' });

    const signedIn = await ctx.request('/api/bot-analysis', { headers: admin });
    expect(signedIn.status).toBe(200);
    expect((await readJson(signedIn)).map((record: Json) => record.filename)).toEqual(['my-bots.png']);
  });
});

describe('unpublished library items', () => {
  let publishedCourse: Json;
  let hiddenCourse: Json;
  let hiddenPdf: string;
  let sharedPdf: string;
  let lessonOfHiddenCoursePdf: string;

  const upload = async (): Promise<string> => {
    const res = await ctx.request('/api/trading-library/upload-pdf', {
      method: 'POST',
      headers: admin,
      body: multipart('pdf', 'notes.pdf', pdf()),
    });
    return (await created(res)).fileUrl as string;
  };

  beforeAll(async () => {
    hiddenPdf = await upload();
    sharedPdf = await upload();
    lessonOfHiddenCoursePdf = await upload();
    publishedCourse = await created(await ctx.send('POST', '/api/courses', { title: 'Open', category: 'Strategy' }));
    hiddenCourse = await created(
      await ctx.send('POST', '/api/courses', { title: 'Draft course', category: 'Options', isPublished: false }),
    );
    await created(await ctx.send('POST', '/api/lessons', { courseId: publishedCourse.id, title: 'Open lesson' }));
    await created(
      await ctx.send('POST', '/api/lessons', {
        courseId: publishedCourse.id,
        title: 'Draft lesson',
        isPublished: false,
        attachments: [hiddenPdf, sharedPdf],
      }),
    );
    await created(
      await ctx.send('POST', '/api/lessons', {
        courseId: hiddenCourse.id,
        title: 'Lesson of a draft course',
        attachments: [lessonOfHiddenCoursePdf],
      }),
    );
    await created(
      await ctx.send('POST', '/api/documentation', {
        title: 'Open doc',
        content: 'x',
        category: 'SOP',
        attachments: [sharedPdf],
      }),
    );
    await created(
      await ctx.send('POST', '/api/documentation', {
        title: 'Draft doc',
        content: 'x',
        category: 'SOP',
        isPublished: false,
      }),
    );
  });

  test('students get published items only; the admin gets all', async () => {
    const list = async (target: string, headers: Record<string, string> = {}) => {
      const res = await ctx.request(target, { headers });
      expect(res.status).toBe(200);
      return titles(await readJson(res));
    };
    expect(await list('/api/courses')).toEqual(['Open']);
    expect(await list('/api/courses', admin)).toEqual(['Draft course', 'Open']);
    expect(await list('/api/lessons')).toEqual(['Open lesson']);
    expect(await list(`/api/lessons?courseId=${hiddenCourse.id}`)).toEqual([]);
    expect(await list(`/api/lessons?courseId=${publishedCourse.id}`)).toEqual(['Open lesson']);
    expect(await list('/api/lessons', admin)).toEqual(['Draft lesson', 'Lesson of a draft course', 'Open lesson']);
    expect(await list('/api/documentation')).toEqual(['Open doc']);
    expect(await list('/api/documentation', admin)).toEqual(['Draft doc', 'Open doc']);
  });

  test('a file only hidden items link to is a 404 for students and served to the admin', async () => {
    // Each with its name (as linked), without it, or with another name (issue 28): the key decides.
    const withoutName = (url: string) => url.replace(/\/[^/]+$/, '');
    expect(hiddenPdf).toMatch(/\.pdf\/[^/]+\.pdf$/);
    for (const url of [hiddenPdf, lessonOfHiddenCoursePdf].flatMap((linked) => [
      linked,
      withoutName(linked),
      `${withoutName(linked)}/renamed.pdf`,
    ])) {
      const anonymous = await ctx.request(url);
      expect(anonymous.status, url).toBe(404);
      expect(await readJson(anonymous)).toEqual({ message: 'Not found' });
      const signedIn = await ctx.request(url, { headers: { cookie: admin.cookie! } });
      expect(signedIn.status, url).toBe(200);
      expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
    }
    // Also linked from a published document: students may open it.
    const shared = await ctx.request(sharedPdf);
    expect(shared.status).toBe(200);
    expect(shared.headers.get('cache-control')).toBe('private, no-cache');
  });

  test('publishing the course opens its lesson and its file to students', async () => {
    expect((await ctx.send('PATCH', `/api/courses/${hiddenCourse.id}`, { isPublished: true })).status).toBe(200);
    expect((await ctx.request(lessonOfHiddenCoursePdf)).status).toBe(200);
    const lessons = titles(await readJson(await ctx.request('/api/lessons')));
    expect(lessons).toEqual(['Lesson of a draft course', 'Open lesson']);
    expect((await ctx.send('PATCH', `/api/courses/${hiddenCourse.id}`, { isPublished: false })).status).toBe(200);
    expect((await ctx.request(lessonOfHiddenCoursePdf)).status).toBe(404);
  });
});

describe('GET /api/backup from another site', () => {
  const backup = (headers: Record<string, string>) =>
    ctx.request('/api/backup', { headers: { cookie: admin.cookie!, ...headers } });

  test.each([
    ['a link on another site', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site' }],
    ['the address bar or a bookmark', { 'sec-fetch-site': 'none' }],
    ['an older browser posting from elsewhere', { origin: 'https://evil.example' }],
    ['our origin over the other scheme', { origin: 'https://localhost' }],
    ['a sandboxed page (opaque origin) with our Referer', { origin: 'null', referer: `${TEST_ORIGIN}/admin` }],
  ])('%s: 403 with a clear message', async (_label, headers) => {
    const res = await backup(headers);
    expect(res.status).toBe(403);
    expect(await readJson(res)).toEqual({ message: BACKUP_CROSS_SITE });
  });

  test.each([
    ['our own page (Sec-Fetch-Site: same-origin)', { 'sec-fetch-site': 'same-origin' }],
    ['a tool without fetch metadata or Origin', {}],
    ['an older browser on our own page', { origin: TEST_ORIGIN }],
  ])('%s: the archive downloads', async (_label, headers) => {
    const res = await backup(headers);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  test('without a session it stays 401, wherever it comes from', async () => {
    const res = await ctx.request('/api/backup', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(401);
  });
});
