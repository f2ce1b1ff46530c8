/**
 * Issue 30's proof: two API processes on one embedded database share every piece of state. A login
 * burst spread over both is limited as one; a signed upload URL made by A works on B; a file uploaded through A downloads (with Range) from B
 * (GridFS, the default with MONGODB_URI: the processes have separate DATA_DIRs); a write through A is in B's next read once B has heard
 * of it (B's cache is dropped before B tells its clients), never an older cached answer.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadConfig } from '../src/config.js';
import { TEST_ADMIN } from './helpers.js';
import { PROCESS_TEST_TIMEOUT_MS } from './server-process.js';
import { changed, openEvents } from './sse-client.js';
import { mp4, multipart } from './upload-fixtures.js';
import { freePort, startApi, startDatabase } from './two-processes.js';

const cleanup: Array<() => unknown> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

let a: { url: string };
let b: { url: string };
beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'tradeboard-mp-state-'));
  cleanup.push(() => rm(root, { recursive: true, force: true }));
  const port = await freePort();
  await startDatabase(path.join(root, 'db'), port, cleanup);
  const uri = `mongodb://127.0.0.1:${port}/tradeboard`;
  [a, b] = await Promise.all([
    startApi(path.join(root, 'a'), uri, cleanup),
    startApi(path.join(root, 'b'), uri, cleanup),
  ]);
}, PROCESS_TEST_TIMEOUT_MS);

const login = (url: string, username: string, password: string) =>
  fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ username, password }),
  });

async function adminHeaders(url: string): Promise<Record<string, string>> {
  const res = await login(url, TEST_ADMIN.username, TEST_ADMIN.password);
  expect(res.status).toBe(200);
  return { cookie: res.headers.get('set-cookie')!.split(';')[0]!, origin: url, 'content-type': 'application/json' };
}

test(
  'a parallel login burst spread over both processes is limited as one',
  async () => {
    const { loginMaxAttempts } = loadConfig({ NODE_ENV: 'test' });
    const burst = await Promise.all(
      Array.from({ length: loginMaxAttempts * 3 }, (_, i) =>
        login(i % 2 ? a.url : b.url, 'intruder', 'wrong password'),
      ),
    );
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(loginMaxAttempts);
    for (const res of burst.filter((answer) => answer.status === 429))
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // Either process now refuses the pair.
    expect((await login(a.url, 'intruder', 'wrong password')).status).toBe(429);
    expect((await login(b.url, 'intruder', 'wrong password')).status).toBe(429);
  },
  PROCESS_TEST_TIMEOUT_MS,
);

test(
  "a write through A is in B's next read once B announced it: B's cached answer is never older",
  async () => {
    const admin = await adminHeaders(a.url);
    const stocksOnB = async () =>
      ((await (await fetch(`${b.url}/api/stocks`)).json()) as Array<{ symbol: string }>).map((stock) => stock.symbol);
    expect(await stocksOnB()).toEqual([]);
    // Cached on B now (a second read answers the same ETag with 304).
    const etag = (await fetch(`${b.url}/api/stocks`)).headers.get('etag')!;
    expect((await fetch(`${b.url}/api/stocks`, { headers: { 'if-none-match': etag } })).status).toBe(304);

    const events = await openEvents(b.url);
    cleanup.push(() => events.close());
    for (const symbol of ['AAPL', 'MSFT']) {
      const created = await fetch(`${a.url}/api/stocks`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ symbol }),
      });
      expect(created.status).toBe(201);
      // A's own next read has it at once (its write dropped A's cache before answering).
      expect(
        ((await (await fetch(`${a.url}/api/stocks`)).json()) as Array<{ symbol: string }>).map((s) => s.symbol),
      ).toContain(symbol);
      await events.next(changed('stocks'));
      expect(await stocksOnB()).toContain(symbol);
    }
    expect((await fetch(`${b.url}/api/stocks`, { headers: { 'if-none-match': etag } })).status).toBe(200);
  },
  PROCESS_TEST_TIMEOUT_MS,
);

test(
  'a signed upload URL made by A is accepted by B, once',
  async () => {
    const headers = await adminHeaders(a.url);
    const made = await fetch(`${a.url}/api/objects/upload`, { method: 'POST', headers });
    expect(made.status).toBe(200);
    const { uploadURL } = (await made.json()) as { uploadURL: string };
    const putThrough = (url: string) =>
      fetch(`${url}${uploadURL}`, {
        method: 'PUT',
        headers: { origin: url, 'content-type': 'video/mp4' },
        body: mp4(2_000),
      });
    expect((await putThrough(b.url)).status).toBe(201);
    expect((await putThrough(a.url)).status).toBe(403);
  },
  PROCESS_TEST_TIMEOUT_MS,
);

test(
  'a file uploaded through A downloads from B, whole and by Range',
  async () => {
    const { cookie = '', origin = '' } = await adminHeaders(a.url);
    const content = mp4(700_000);
    const uploaded = await fetch(`${a.url}/api/trading-library/upload-video`, {
      method: 'POST',
      headers: { cookie, origin },
      body: multipart('video', 'lesson.mp4', content),
    });
    expect(uploaded.status).toBe(201);
    const { fileUrl } = (await uploaded.json()) as { fileUrl: string };
    const partial = await fetch(`${b.url}${fileUrl}`, { headers: { range: 'bytes=300000-300099' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe(`bytes 300000-300099/${content.length}`);
    expect(partial.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await partial.arrayBuffer()).equals(content.subarray(300_000, 300_100))).toBe(true);
    const whole = await fetch(`${b.url}${fileUrl}`);
    expect(Buffer.from(await whole.arrayBuffer()).equals(content)).toBe(true);
  },
  PROCESS_TEST_TIMEOUT_MS,
);
