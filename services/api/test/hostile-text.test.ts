/**
 * Issue 23: hostile text. URL fields refuse what a browser would turn into another host or an API
 * call; uploaded file names come back as sent (UTF-8) minus control and bidi characters; uploads are
 * served sandboxed, PDFs inline under their stored name.
 */
import { MESSAGES } from '@tradeboard/types';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestContext, readJson, type Json, type TestContext } from './helpers.js';
import { multipart, pdf, png } from './upload-fixtures.js';

let ctx: TestContext;
let admin: Record<string, string>;
let courseId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login()).headers;
  courseId = (await readJson(await ctx.send('POST', '/api/courses', { title: 'C', category: 'Strategy' }))).id;
});
afterAll(() => ctx.stop());

const uploadPdf = async (filename: string): Promise<Json> => {
  const res = await ctx.request('/api/trading-library/upload-pdf', {
    method: 'POST',
    headers: admin,
    body: multipart('pdf', filename, pdf()),
  });
  expect(res.status).toBe(201);
  return readJson(res);
};

describe('URL fields', () => {
  const hostile = ['/\t/evil.example/x.pdf', '/\\evil.example/x.pdf', '//evil.example/x.pdf', '/api/backup'];

  test.each(hostile)('%j is refused in every URL field and nothing is stored', async (url) => {
    const before = await ctx.models.lessons.countDocuments();
    const lesson = await ctx.send('POST', '/api/lessons', { courseId, title: 'L', videoUrl: url });
    expect(lesson.status).toBe(400);
    expect((await readJson(lesson)).issues).toEqual([
      expect.objectContaining({ path: ['videoUrl'], message: MESSAGES.url }),
    ]);
    const attachment = await ctx.send('POST', '/api/lessons', { courseId, title: 'L', attachments: [url] });
    expect(attachment.status).toBe(400);
    expect((await readJson(attachment)).issues).toEqual([
      expect.objectContaining({ path: ['attachments', 0], message: MESSAGES.fileUrl }),
    ]);
    const doc = await ctx.send('POST', '/api/documentation', {
      title: 'D',
      content: 'c',
      category: 'SOP',
      attachments: [url],
    });
    expect(doc.status).toBe(400);
    expect((await ctx.send('POST', '/api/stocks', { symbol: 'AAPL', analysisImage: url })).status).toBe(400);
    expect(await ctx.models.lessons.countDocuments()).toBe(before);
  });

  test('charts, screenshots and attachments take stored files only; videos and thumbnails may be YouTube or any http(s) site', async () => {
    const stock = await ctx.send('POST', '/api/stocks', { symbol: 'MSFT' });
    expect(stock.status).toBe(201);
    const external = await ctx.send('PATCH', '/api/stocks/MSFT', { analysisImage: 'https://evil.example/chart.png' });
    expect(external.status).toBe(400);
    expect((await readJson(external)).issues[0].message).toBe(MESSAGES.fileUrl);
    const stored = await ctx.send('PATCH', '/api/stocks/MSFT', { analysisImage: '/uploads/images/chart.png' });
    expect(stored.status).toBe(200);

    const lesson = await ctx.send('POST', '/api/lessons', {
      courseId,
      title: 'Video',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      attachments: ['/uploads/pdfs/a.pdf'],
    });
    expect(lesson.status).toBe(201);
    const course = await ctx.send('PATCH', `/api/courses/${courseId}`, { thumbnailUrl: 'https://cdn.example/t.png' });
    expect(course.status).toBe(200);
  });
});

describe('uploaded file names', () => {
  test('are read as UTF-8, as browsers send them', async () => {
    expect((await uploadPdf('résumé – 日本.pdf')).filename).toBe('résumé – 日本.pdf');
  });

  test('lose control and bidi characters', async () => {
    // 'invoice\u202Efdp.exe' would show as 'invoiceexe.pdf'.
    expect((await uploadPdf('invoice\u202Efdp.exe')).filename).toBe('invoicefdp.exe');
    expect((await uploadPdf('a\u2066b\u2069c\u200e\u200f\u202ad\u0085e\u009bf.pdf')).filename).toBe('abcdef.pdf');
  });
});

describe('serving uploads', () => {
  test('every file is sandboxed; a PDF is inline under its stored name', async () => {
    const { fileUrl } = await uploadPdf('notes.pdf');
    const served = await ctx.request(fileUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-security-policy')).toMatch(/(^|; )sandbox($|;)/);
    const name = fileUrl.split('/').pop();
    expect(served.headers.get('content-disposition')).toBe(`inline; filename="${name}"`);

    const image = await ctx.request('/api/upload-image', {
      method: 'POST',
      headers: admin,
      body: multipart('image', 'chart.png', png()),
    });
    const { imageUrl } = await readJson(image);
    const shown = await ctx.request(imageUrl);
    expect(shown.headers.get('content-security-policy')).toMatch(/(^|; )sandbox($|;)/);
    expect(shown.headers.get('content-disposition')).toBeNull();
    // Our pages are not sandboxed.
    expect((await ctx.request('/api/stocks')).headers.get('content-security-policy')).not.toContain('sandbox');
  });
});
