import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TEST_ORIGIN, createTestContext, readJson, type TestContext } from './helpers.js';
import { gif, jpeg, mov, mp4, multipart, multipartWrapper, pdf, png, streamedBody, text } from './upload-fixtures.js';

let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login()).headers;
});
afterAll(() => ctx.stop());

const MB = 1024 * 1024;
const IMAGE_TYPES_MESSAGE = 'File type not accepted. Please select: .png, .jpg, .jpeg, .webp, .gif';

const post = (target: string, body: NonNullable<RequestInit['body']>, headers: Record<string, string> = {}) =>
  ctx.request(target, { method: 'POST', headers: { ...admin, ...headers }, body, duplex: 'half' } as RequestInit);

/** Every file under DATA_DIR/uploads (including hidden partial files). */
async function storedFiles(): Promise<string[]> {
  const root = path.join(ctx.dataDir, 'uploads');
  try {
    return (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

async function download(url: string, headers: Record<string, string> = {}) {
  const res = await ctx.request(url, { headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('POST /api/upload-image', () => {
  test('stores a PNG under a server-chosen name and serves it back with its type', async () => {
    const content = png();
    const res = await post(
      '/api/upload-image',
      multipart('image', '../../etc/passwd.png', content, { type: 'analysis', ticker: 'aapl' }),
    );
    expect(res.status).toBe(201);
    const { imageUrl } = await readJson(res);
    // The key is server-made; the sent name, cleaned, follows it as the last segment (issue 28).
    expect(imageUrl).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\.png\/passwd\.png$/);

    const { res: served, bytes } = await download(imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('accept-ranges')).toBe('bytes');
    expect(bytes.equals(content)).toBe(true);
    // Our own pages may frame uploads (inline lesson PDFs); other sites may not.
    expect(served.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(served.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });

  test('the type comes from the content: a JPEG named .png is stored as .jpg, a GIF is accepted', async () => {
    const jpg = await readJson(await post('/api/upload-image', multipart('image', 'photo.png', jpeg())));
    expect(jpg.imageUrl).toMatch(/\.jpg$/);
    expect((await ctx.request(jpg.imageUrl)).headers.get('content-type')).toBe('image/jpeg');
    const animated = await readJson(await post('/api/upload-image', multipart('image', 'a.gif', gif())));
    expect(animated.imageUrl).toMatch(/\.gif$/);
  });

  test('a text file named x.png is rejected 415 by its content and nothing is kept', async () => {
    const before = await storedFiles();
    const res = await post('/api/upload-image', multipart('image', 'x.png', text()));
    expect(res.status).toBe(415);
    expect(await readJson(res)).toEqual({ message: IMAGE_TYPES_MESSAGE });
    const pdfAsImage = await post('/api/upload-image', multipart('image', 'chart.png', pdf()));
    expect(pdfAsImage.status).toBe(415);
    expect(await storedFiles()).toEqual(before);
  });

  test('over 10 MB answers 413 while streaming and leaves no partial file behind', async () => {
    const before = await storedFiles();
    const wrapper = multipartWrapper('image', 'huge.png');
    const body = streamedBody(png(), 10 * MB, wrapper);
    const res = await post('/api/upload-image', body, { 'content-type': wrapper.contentType });
    expect(res.status).toBe(413);
    expect(await readJson(res)).toEqual({ message: 'File size must be less than 10MB' });
    expect(await storedFiles()).toEqual(before);
  });

  test('a client that stops part-way gets 400 and leaves no partial file', async () => {
    const before = await storedFiles();
    const wrapper = multipartWrapper('video', 'cut.mp4');
    const res = await post(
      '/api/trading-library/upload-video',
      streamedBody(mp4(0), 5 * MB, { ...wrapper, failAfterBytes: 2 * MB }),
      {
        'content-type': wrapper.contentType,
      },
    );
    expect(res.status).toBe(400);
    expect(await readJson(res)).toEqual({ message: 'Upload interrupted' });
    expect(await storedFiles()).toEqual(before);
  });

  test('exactly 10 MB is accepted', async () => {
    const wrapper = multipartWrapper('image', 'big.png');
    const head = png();
    const res = await post('/api/upload-image', streamedBody(head, 10 * MB - head.length, wrapper), {
      'content-type': wrapper.contentType,
    });
    expect(res.status).toBe(201);
    const { imageUrl } = await readJson(res);
    expect((await stat(path.join(ctx.dataDir, path.dirname(imageUrl)))).size).toBe(10 * MB);
  });

  test('a body announced larger than the limit is refused before it is read', async () => {
    const res = await post('/api/upload-image', multipart('image', 'a.png', png()), {
      'content-length': String(50 * MB),
    });
    expect(res.status).toBe(413);
  });

  test('missing file field, wrong body type and bad text fields answer 400/415 and keep nothing', async () => {
    const before = await storedFiles();
    const wrongField = await post('/api/upload-image', multipart('file', 'a.png', png()));
    expect(wrongField.status).toBe(400);
    expect(await readJson(wrongField)).toEqual({ message: "No file in field 'image'" });

    const notMultipart = await post('/api/upload-image', 'hello', { 'content-type': 'text/plain' });
    expect(notMultipart.status).toBe(415);
    expect((await readJson(notMultipart)).message).toBe(
      "Expected a multipart/form-data body with the file in field 'image'",
    );

    const badType = await post('/api/upload-image', multipart('image', 'a.png', png(), { type: 'selfie' }));
    expect(badType.status).toBe(400);
    expect((await readJson(badType)).issues[0].path).toEqual(['type']);

    const empty = await post('/api/upload-image', multipart('image', 'empty.png', Buffer.alloc(0)));
    expect(empty.status).toBe(400);
    expect(await readJson(empty)).toEqual({ message: 'The file is empty' });
    expect(await storedFiles()).toEqual(before);
  });
});

describe('library files', () => {
  test('PDF upload answers {fileUrl, filename, size}; a PNG is not a PDF', async () => {
    const content = pdf();
    const res = await post('/api/trading-library/upload-pdf', multipart('pdf', 'C:\\docs\\Risk rules.pdf', content));
    expect(res.status).toBe(201);
    const body = await readJson(res);
    expect(body).toEqual({
      fileUrl: expect.stringMatching(/^\/uploads\/pdfs\/[0-9a-f]{32}\.pdf\/Risk-rules\.pdf$/),
      filename: 'Risk rules.pdf',
      size: content.length,
    });
    expect((await ctx.request(body.fileUrl)).headers.get('content-type')).toBe('application/pdf');
    // The same file without its name, and no other name: the name is a label, the key finds the file.
    expect((await ctx.request(path.dirname(body.fileUrl))).status).toBe(200);
    expect((await ctx.request(`${path.dirname(body.fileUrl)}/other.pdf`)).status).toBe(200);
    expect((await ctx.request(`${path.dirname(body.fileUrl)}/a/b.pdf`)).status).toBe(404);

    const notPdf = await post('/api/trading-library/upload-pdf', multipart('pdf', 'fake.pdf', png()));
    expect(notPdf.status).toBe(415);
    expect((await readJson(notPdf)).message).toBe('File type not accepted. Please select: .pdf');
  });

  test('video upload accepts MP4 and MOV by content and serves byte ranges (206) for seeking', async () => {
    const content = mp4(8192);
    const res = await post('/api/trading-library/upload-video', multipart('video', 'lesson.mp4', content));
    expect(res.status).toBe(201);
    const { fileUrl, filename, size } = await readJson(res);
    expect(fileUrl).toMatch(/\.mp4$/);
    expect([filename, size]).toEqual(['lesson.mp4', content.length]);

    const partial = await download(fileUrl, { range: 'bytes=100-299' });
    expect(partial.res.status).toBe(206);
    expect(partial.res.headers.get('content-range')).toBe(`bytes 100-299/${content.length}`);
    expect(partial.res.headers.get('content-length')).toBe('200');
    expect(partial.res.headers.get('content-type')).toBe('video/mp4');
    expect(partial.bytes.equals(content.subarray(100, 300))).toBe(true);

    const openEnded = await download(fileUrl, { range: `bytes=${content.length - 10}-` });
    expect(openEnded.bytes.equals(content.subarray(content.length - 10))).toBe(true);
    const suffix = await download(fileUrl, { range: 'bytes=-5' });
    expect(suffix.res.status).toBe(206);
    expect(suffix.bytes.equals(content.subarray(content.length - 5))).toBe(true);

    const beyond = await ctx.request(fileUrl, { headers: { range: `bytes=${content.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${content.length}`);

    const whole = await download(fileUrl);
    expect(whole.res.status).toBe(200);
    expect(whole.bytes.equals(content)).toBe(true);
    const etag = whole.res.headers.get('etag')!;
    expect((await ctx.request(fileUrl, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const head = await ctx.request(fileUrl, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(content.length)]);

    const quicktime = await readJson(
      await post('/api/trading-library/upload-video', multipart('video', 'clip.mov', mov())),
    );
    expect(quicktime.fileUrl).toMatch(/\.mov$/);
    expect((await ctx.request(quicktime.fileUrl)).headers.get('content-type')).toBe('video/quicktime');

    const notVideo = await post('/api/trading-library/upload-video', multipart('video', 'clip.mp4', text()));
    expect(notVideo.status).toBe(415);
    expect((await readJson(notVideo)).message).toBe('File type not accepted. Please select: .mp4, .mov, .avi, .webm');
  });

  test('a video over 100 MB answers 413 and leaves nothing behind', async () => {
    const before = await storedFiles();
    const wrapper = multipartWrapper('video', 'long.mp4');
    const res = await post('/api/trading-library/upload-video', streamedBody(mp4(0), 100 * MB, wrapper), {
      'content-type': wrapper.contentType,
    });
    expect(res.status).toBe(413);
    expect(await readJson(res)).toEqual({ message: 'File size must be less than 100MB' });
    expect(await storedFiles()).toEqual(before);
  });
});

describe('serving /uploads', () => {
  test('unknown names are 404 and no path escapes the uploads folder', async () => {
    for (const target of [
      '/uploads/images/00000000000000000000000000000000.png',
      '/uploads/images/nothing.png',
      '/uploads/../secrets/upload-url.key',
      '/uploads/%2e%2e/secrets/upload-url.key',
      '/uploads/images/..%2f..%2fsecrets%2fupload-url.key',
      '/uploads/secrets/upload-url.key',
      '/uploads/',
    ]) {
      const res = await ctx.request(target);
      expect(res.status, target).toBe(404);
      expect(await res.text()).not.toMatch(/^[0-9a-f]{64}$/);
    }
  });
});

describe('auth', () => {
  test('uploads need the admin session', async () => {
    for (const target of [
      '/api/upload-image',
      '/api/trading-library/upload-pdf',
      '/api/trading-library/upload-video',
      '/api/objects/upload',
    ]) {
      const res = await ctx.request(target, {
        method: 'POST',
        headers: { origin: TEST_ORIGIN },
        body: multipart('image', 'a.png', png()),
      });
      expect(res.status, target).toBe(401);
    }
  });
});

test('the OpenAPI document describes the upload routes', async () => {
  const doc = await readJson(await ctx.request('/api/openapi.json'));
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining([
      '/api/upload-image',
      '/api/trading-library/upload-pdf',
      '/api/trading-library/upload-video',
      '/api/objects/upload',
      '/api/objects/upload/{token}',
    ]),
  );
  expect(Object.keys(doc.paths['/api/upload-image'].post.requestBody.content)).toEqual(['multipart/form-data']);
  expect(doc.paths['/api/objects/upload/{token}'].put.responses).toHaveProperty('403');
});
