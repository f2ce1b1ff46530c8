/** GET /api/backup: 401 without a session; for the admin a streamed archive that verifies and holds the data. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { verifyArchive } from '../../src/backup/verify.js';
import { createTestContext, readJson, type TestContext } from '../helpers.js';

let ctx: TestContext;
let dir: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.send('POST', '/api/stocks', { symbol: 'NVDA' });
  dir = await mkdtemp(path.join(tmpdir(), 'tb-download-'));
});
afterAll(async () => {
  await ctx.stop();
  await rm(dir, { recursive: true, force: true });
});

test('without a session the download is refused with 401', async () => {
  const res = await ctx.request('/api/backup');
  expect(res.status).toBe(401);
  expect(await readJson(res)).toEqual({ message: expect.any(String) });
});

test('the admin gets a gzip attachment that verifies and holds the watchlist', async () => {
  const res = await ctx.send('GET', '/api/backup');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/gzip');
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="tradeboard-backup-.+\.tar\.gz"$/);
  const file = path.join(dir, 'download.tar.gz');
  await writeFile(file, Buffer.from(await res.arrayBuffer()));
  const verified = await verifyArchive(file);
  expect(verified.manifest.collections.find((collection) => collection.name === 'stocks')?.documents).toBe(1);
});
