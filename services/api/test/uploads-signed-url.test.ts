import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { UPLOAD_URL_MESSAGES } from '../src/files/object-upload-routes.js';
import { UPLOAD_URL_TTL_MS, UploadUrlSigner } from '../src/files/signed-upload-urls.js';
import { UPLOAD_URL_KEYS_COLLECTION, loadUploadUrlKey } from '../src/files/upload-url-key.js';
import { TEST_ORIGIN, createTestContext, readJson, type TestContext } from './helpers.js';
import { mp4, pdf, png, streamedBody, text } from './upload-fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.stop());

const MB = 1024 * 1024;

async function newUploadUrl(): Promise<string> {
  const res = await ctx.send('POST', '/api/objects/upload');
  expect(res.status).toBe(200);
  const { uploadURL } = await readJson(res);
  return uploadURL as string;
}

/** PUT as the browser widget does: same origin, no session needed. */
const put = (url: string, body: NonNullable<RequestInit['body']>, headers: Record<string, string> = {}) =>
  ctx.request(url, {
    method: 'PUT',
    headers: { origin: TEST_ORIGIN, ...headers },
    body,
    duplex: 'half',
  } as RequestInit);

describe('signed upload URLs', () => {
  test('POST answers a signed, expiring URL on this server', async () => {
    const url = await newUploadUrl();
    expect(url).toMatch(/^\/api\/objects\/upload\/[0-9a-f]{32}\?expires=\d+&signature=[\w-]+$/);
    const expires = Number(new URL(url, TEST_ORIGIN).searchParams.get('expires'));
    expect(expires - Date.now()).toBeGreaterThan(UPLOAD_URL_TTL_MS - 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(UPLOAD_URL_TTL_MS);
  });

  test('a PUT without a session stores the file; the same URL cannot be used twice', async () => {
    const url = await newUploadUrl();
    const content = png();
    const res = await put(url, new Uint8Array(content), { 'content-type': 'image/png' });
    expect(res.status).toBe(201);
    const body = await readJson(res);
    expect(body).toEqual({
      objectUrl: expect.stringMatching(/^\/uploads\/objects\/[0-9a-f]{32}\.png$/),
      size: content.length,
      contentType: 'image/png',
    });
    const served = await ctx.request(body.objectUrl);
    expect(Buffer.from(await served.arrayBuffer()).equals(content)).toBe(true);

    const again = await put(url, new Uint8Array(content));
    expect(again.status).toBe(403);
    expect(await readJson(again)).toEqual({ message: UPLOAD_URL_MESSAGES.used });
  });

  test('an expired URL is refused', async () => {
    const url = await newUploadUrl();
    ctx.clock.advance(UPLOAD_URL_TTL_MS + 1);
    try {
      const res = await put(url, new Uint8Array(png()));
      expect(res.status).toBe(403);
      expect(await readJson(res)).toEqual({ message: UPLOAD_URL_MESSAGES.expired });
    } finally {
      ctx.clock.reset();
    }
  });

  test('a forged or altered URL is refused: 401 without a session, 403 with one', async () => {
    const url = new URL(await newUploadUrl(), TEST_ORIGIN);
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3_600_000));
    const otherToken = new URL(url);
    otherToken.pathname = otherToken.pathname.replace(/[0-9a-f]{32}$/, 'f'.repeat(32));
    const unsigned = new URL(url);
    unsigned.search = '';
    for (const forged of [later, otherToken, unsigned]) {
      const target = forged.pathname + forged.search;
      expect((await put(target, new Uint8Array(png()))).status, target).toBe(401);
      const withSession = await ctx.send('PUT', target, undefined, { 'content-type': 'image/png' });
      expect(withSession.status, target).toBe(403);
      expect(await readJson(withSession)).toEqual({ message: UPLOAD_URL_MESSAGES.invalid });
    }
  });

  test('the signature does not bypass the origin check', async () => {
    const res = await put(await newUploadUrl(), new Uint8Array(png()), { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });

  test('type and size rules apply; a PUT that stores nothing leaves the URL usable', async () => {
    const url = await newUploadUrl();
    const wrong = await put(url, new Uint8Array(text()), { 'content-type': 'image/png' });
    expect(wrong.status).toBe(415);
    expect((await readJson(wrong)).message).toBe(
      'File type not accepted. Please select: .png, .jpg, .jpeg, .webp, .gif, .pdf, .mp4, .mov, .avi, .webm',
    );

    const tooBig = await put(url, streamedBody(png(), 10 * MB));
    expect(tooBig.status).toBe(413);
    expect(await readJson(tooBig)).toEqual({ message: 'File size must be less than 10MB' });

    const announced = await put(url, new Uint8Array(png()), { 'content-length': String(101 * MB) });
    expect(announced.status).toBe(413);

    const ok = await put(url, new Uint8Array(pdf()));
    expect(ok.status).toBe(201);
    expect((await readJson(ok)).contentType).toBe('application/pdf');
  });

  test('an interrupted PUT answers 400, keeps no partial file and leaves the URL usable', async () => {
    const url = await newUploadUrl();
    const res = await put(url, streamedBody(mp4(0), 3 * MB, { failAfterBytes: MB }));
    expect(res.status).toBe(400);
    expect(await readJson(res)).toEqual({ message: 'Upload interrupted' });
    const objects = path.join(ctx.dataDir, 'uploads', 'objects');
    const leftovers = (await readdir(objects).catch(() => [])).filter((name) => name.endsWith('.part'));
    expect(leftovers).toEqual([]);
    expect((await put(url, new Uint8Array(png()))).status).toBe(201);
  });

  test('videos get the video limit (more than 10 MB is fine)', async () => {
    const res = await put(await newUploadUrl(), streamedBody(mp4(0), 11 * MB));
    expect(res.status).toBe(201);
    const body = await readJson(res);
    expect(body).toMatchObject({ contentType: 'video/mp4', size: 11 * MB + mp4(0).length });
  });

  test('the signing key is one document in MongoDB, shared by every signer on the database', async () => {
    const url = await newUploadUrl();
    const keys = await ctx.deps.db.collection(UPLOAD_URL_KEYS_COLLECTION).find().toArray();
    expect(keys).toHaveLength(1);
    expect(keys[0]!.key).toMatch(/^[0-9a-f]{64}$/);
    // Another process on the same database has its own signer, loading the same key.
    const other = new UploadUrlSigner(() => loadUploadUrlKey(ctx.deps.db));
    expect(await other.verify(new URL(url, TEST_ORIGIN))).toMatchObject({ token: url.split('/').pop()!.split('?')[0] });
    const forged = new UploadUrlSigner(async () => Buffer.alloc(32, 7));
    expect(await forged.verify(new URL(url, TEST_ORIGIN))).toBeNull();
    expect(await ctx.deps.db.collection(UPLOAD_URL_KEYS_COLLECTION).countDocuments()).toBe(1);
  });
});
