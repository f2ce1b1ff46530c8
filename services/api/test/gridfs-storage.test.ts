/**
 * GridFS file storage (FILE_STORAGE=gridfs, issue 30): the store itself (save, stat, open with a
 * range, delete, size limit, keys it did not make), then uploads through the API served back with
 * the same Range, Content-Type, nosniff and sandbox behaviour as disk files.
 */
import { Readable } from 'node:stream';
import { text as readText } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GridFsStorage, ObjectTooLargeError } from '../src/storage/index.js';
import { createTestContext, readJson, type TestContext } from './helpers.js';
import { mp4, multipart, png } from './upload-fixtures.js';

let ctx: TestContext;
let storage: GridFsStorage;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext({ env: { FILE_STORAGE: 'gridfs' } });
  storage = ctx.deps.storage as GridFsStorage;
  admin = (await ctx.login()).headers;
});
afterAll(() => ctx.stop());

const chunkCount = () => ctx.deps.db.db!.collection('uploads.chunks').countDocuments();
const save = (content: Buffer | string, maxBytes = 1000) =>
  storage.save(Readable.from([Buffer.from(content)]), {
    folder: 'videos',
    extension: '.mp4',
    contentType: 'video/mp4',
    maxBytes,
  });

describe('the store', () => {
  test('the server uses GridFS when FILE_STORAGE=gridfs', () => {
    expect(storage).toBeInstanceOf(GridFsStorage);
  });

  test('save picks a fresh key; stat and open (whole or a range) read it back; delete removes its chunks', async () => {
    const before = await chunkCount();
    const stored = await save('0123456789');
    expect(stored).toEqual({
      key: expect.stringMatching(/^videos\/[0-9a-f]{32}\.mp4$/),
      size: 10,
      contentType: 'video/mp4',
      url: `/uploads/${stored.key}`,
    });
    expect(await storage.stat(stored.key)).toMatchObject({ size: 10, contentType: 'video/mp4' });
    expect(await readText((await storage.open(stored.key))!.stream)).toBe('0123456789');
    expect(await readText((await storage.open(stored.key, { start: 2, end: 4 }))!.stream)).toBe('234');
    expect(await storage.listKeys()).toContain(stored.key);
    await storage.delete(stored.key);
    expect(await storage.stat(stored.key)).toBeNull();
    expect(await chunkCount()).toBe(before);
  });

  test('a range across chunk boundaries of a multi-chunk file reads exactly those bytes', async () => {
    const content = Buffer.from(Array.from({ length: 600_000 }, (_, i) => i % 251));
    const stored = await save(content, 1_000_000);
    const opened = await storage.open(stored.key, { start: 261_000, end: 523_000 });
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(content.subarray(261_000, 523_001))).toBe(true);
  });

  test('more bytes than maxBytes rejects with ObjectTooLargeError and leaves no file and no chunk', async () => {
    const before = await chunkCount();
    const keys = await storage.listKeys();
    await expect(save('x'.repeat(600_000), 500_000)).rejects.toBeInstanceOf(ObjectTooLargeError);
    expect(await chunkCount()).toBe(before);
    expect(await storage.listKeys()).toEqual(keys);
  });

  test('keys the store did not make are not found', async () => {
    for (const key of ['../x', 'videos/..%2fx.mp4', 'videos/abc.mp4', '']) {
      expect(await storage.stat(key)).toBeNull();
      expect(await storage.open(key)).toBeNull();
    }
  });
});

describe('served through the API', () => {
  const post = (target: string, body: NonNullable<RequestInit['body']>) =>
    ctx.request(target, { method: 'POST', headers: admin, body, duplex: 'half' } as RequestInit);

  test('a video uploaded to GridFS is served with ranges, its type, nosniff and the sandbox', async () => {
    const content = mp4(300_000);
    const res = await post('/api/trading-library/upload-video', multipart('video', 'lesson.mp4', content));
    expect(res.status).toBe(201);
    const { fileUrl } = await readJson(res);
    const partial = await ctx.request(fileUrl, { headers: { range: 'bytes=262100-262299' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe(`bytes 262100-262299/${content.length}`);
    expect(partial.headers.get('content-type')).toBe('video/mp4');
    expect(partial.headers.get('x-content-type-options')).toBe('nosniff');
    expect(partial.headers.get('content-security-policy')).toMatch(/; sandbox$/);
    expect(Buffer.from(await partial.arrayBuffer()).equals(content.subarray(262_100, 262_300))).toBe(true);
    const whole = await ctx.request(fileUrl);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(content)).toBe(true);
    expect((await ctx.request(fileUrl, { headers: { range: `bytes=${content.length}-` } })).status).toBe(416);
  });

  test('an image is served as its type', async () => {
    const res = await post(
      '/api/upload-image',
      multipart('image', 'chart.png', png(), { type: 'analysis', ticker: 'aapl' }),
    );
    expect(res.status).toBe(201);
    const { imageUrl } = await readJson(res);
    const served = await ctx.request(imageUrl);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
  });
});
