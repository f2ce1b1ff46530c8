/**
 * Cut and abandoned upload bodies, over a real socket against the real server: whatever point a
 * multipart body stops at, with or without a Content-Length promising more, the client still there
 * or gone, the server answers 400 when it can, keeps no partial file and keeps serving.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { UPLOAD_INTERRUPTED } from '../src/files/sniff.js';
import { MALFORMED_MULTIPART } from '../src/files/multipart.js';
import { startLiveServer, type LiveServer } from './live-server.js';
import { rawRequest, type RawRequest } from './raw-http.js';
import { mp4, multipartWrapper, pdf, png } from './upload-fixtures.js';

let live: LiveServer;
beforeAll(async () => {
  live = await startLiveServer();
});
afterAll(() => live.stop());

/** A file bigger than the 4,100-byte sample the type check reads first: it reaches the storage. */
const LARGE = 64 * 1024;
const padded = (file: Buffer, size: number) =>
  Buffer.concat([file, Buffer.alloc(Math.max(0, size - file.length), 0x2a)]);

const routes = [
  { path: '/api/upload-image', field: 'image', name: 'chart.png', small: png(), large: padded(png(), LARGE) },
  {
    path: '/api/trading-library/upload-pdf',
    field: 'pdf',
    name: 'rules.pdf',
    small: pdf(),
    large: padded(pdf(), LARGE),
  },
  { path: '/api/trading-library/upload-video', field: 'video', name: 'lesson.mp4', small: mp4(100), large: mp4(LARGE) },
];

/** Where a body is cut: a byte offset into prefix + file + suffix. */
function cuts(prefix: Buffer, small: Buffer, large: Buffer) {
  return [
    { where: 'inside the part headers', file: small, at: prefix.length - 20 },
    { where: 'inside a small part', file: small, at: prefix.length + Math.floor(small.length / 2) },
    { where: 'just before the final boundary (small part)', file: small, at: prefix.length + small.length },
    { where: 'inside a part larger than the sample', file: large, at: prefix.length + Math.floor(large.length * 0.75) },
    { where: 'just before the final boundary (large part)', file: large, at: prefix.length + large.length },
  ];
}

async function stillServing() {
  const res = await fetch(`${live.url}/api/auth/status`);
  expect(res.status).toBe(200);
}

/**
 * The partial file of an abandoned upload is removed as soon as the server sees the client gone:
 * the upload folder holds exactly what it held before (nothing, unless a test stored a file).
 */
async function noFileLeft(before: string[] = []) {
  await expect.poll(() => live.uploadedFiles(), { timeout: 10_000, interval: 50 }).toEqual(before);
}

/** Hold the abort until the server has begun writing the file, so the abort lands mid-store. */
async function partFileExists() {
  await expect
    .poll(async () => (await live.uploadedFiles()).some((name) => name.endsWith('.part')), {
      timeout: 10_000,
      interval: 20,
    })
    .toBe(true);
}

describe.each(routes)('$path with a body that stops early', (route) => {
  const wrapper = multipartWrapper(route.field, route.name);
  const headers = () => ({ cookie: live.cookie, origin: live.url, 'content-type': wrapper.contentType });

  test.each(cuts(wrapper.prefix, route.small, route.large))(
    'cut $where, the client still there: 400 with the error shape',
    async ({ file, at }) => {
      const whole = Buffer.concat([wrapper.prefix, file, wrapper.suffix]);
      for (const framing of ['length', 'chunked'] as const) {
        const answer = await rawRequest(live.port, {
          method: 'POST',
          path: route.path,
          headers: headers(),
          body: whole.subarray(0, at),
          framing,
        });
        expect(answer?.status, framing).toBe(400);
        expect(JSON.parse(answer!.body), framing).toEqual({ message: UPLOAD_INTERRUPTED });
        await stillServing();
        await noFileLeft();
      }
    },
  );

  test.each(cuts(wrapper.prefix, route.small, route.large))(
    'cut $where, then the client vanishes',
    async ({ file, at }) => {
      const whole = Buffer.concat([wrapper.prefix, file, wrapper.suffix]);
      const reachesStorage = file === route.large && at > wrapper.prefix.length + 4100;
      for (const framing of ['length-more', 'chunked'] as const) {
        const request: RawRequest = {
          method: 'POST',
          path: route.path,
          headers: headers(),
          body: whole.subarray(0, at),
          framing,
          abort: true,
        };
        if (reachesStorage) request.beforeAbort = partFileExists;
        await rawRequest(live.port, request);
        await stillServing();
        await noFileLeft();
      }
    },
  );

  test('a malformed part header answers 400 and keeps nothing', async () => {
    const body = Buffer.concat([
      wrapper.prefix.subarray(0, wrapper.prefix.indexOf('\r\n') + 2),
      Buffer.from('no colon here\r\n\r\n'),
      route.small,
      wrapper.suffix,
    ]);
    const answer = await rawRequest(live.port, {
      method: 'POST',
      path: route.path,
      headers: headers(),
      body,
      framing: 'length',
    });
    expect(answer?.status).toBe(400);
    expect(JSON.parse(answer!.body)).toEqual({ message: MALFORMED_MULTIPART });
    await stillServing();
    await noFileLeft();
  });

  test('a cut file in another field than the route reads is skipped without harm', async () => {
    const other = multipartWrapper(route.field === 'pdf' ? 'image' : 'pdf', 'other.bin');
    const body = Buffer.concat([other.prefix, route.large]).subarray(0, other.prefix.length + 100);
    const answer = await rawRequest(live.port, {
      method: 'POST',
      path: route.path,
      headers: { ...headers(), 'content-type': other.contentType },
      body,
      framing: 'length',
    });
    expect(answer?.status).toBe(400);
    await stillServing();
    await noFileLeft();
  });

  test('a body in a type the route refuses, cut after the type check, answers 415 or 400 and keeps nothing', async () => {
    const text = Buffer.alloc(LARGE, 0x61);
    const body = Buffer.concat([wrapper.prefix, text]).subarray(0, wrapper.prefix.length + 10_000);
    const answer = await rawRequest(live.port, {
      method: 'POST',
      path: route.path,
      headers: headers(),
      body,
      framing: 'length',
    });
    expect([400, 415]).toContain(answer?.status);
    await stillServing();
    await noFileLeft();
  });
});

describe('PUT to a signed upload URL with a body that stops early', () => {
  async function uploadUrl(): Promise<string> {
    const res = await fetch(`${live.url}/api/objects/upload`, {
      method: 'POST',
      headers: { cookie: live.cookie, origin: live.url },
    });
    return ((await res.json()) as { uploadURL: string }).uploadURL;
  }

  test.each(['length-more', 'chunked'] as const)(
    'framing %s: the client vanishes mid-file; nothing is kept and the URL still works',
    async (framing) => {
      const before = await live.uploadedFiles();
      const target = await uploadUrl();
      const body = padded(png(), LARGE).subarray(0, LARGE / 2);
      await rawRequest(live.port, {
        method: 'PUT',
        path: target,
        headers: { origin: live.url },
        body,
        framing,
        abort: true,
        beforeAbort: partFileExists,
      });
      await stillServing();
      await noFileLeft(before);
      const retry = await fetch(`${live.url}${target}`, {
        method: 'PUT',
        headers: { origin: live.url },
        body: new Uint8Array(png()),
      });
      expect(retry.status).toBe(201);
    },
  );
});
