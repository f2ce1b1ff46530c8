/**
 * Issue 23, finding 4: DATA_DIR is private to the user running Tradeboard. After a start and an
 * upload, the folder and every folder in it are 0700 and every file 0600, including what an
 * older version left world-readable; the embedded database listens on a 0600 socket, no TCP port.
 */
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { loadConfig } from '../src/config.js';
import { startServer, type RunningServer } from '../src/runtime.js';
import { TEST_ADMIN } from './helpers.js';
import { serverEnv } from './server-process.js';
import { multipart, png } from './upload-fixtures.js';

const cleanup: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

async function modes(root: string): Promise<Array<{ entry: string; mode: number }>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries.map(async (entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return { entry: path.relative(root, full) + (entry.isDirectory() ? '/' : ''), mode: await modeOf(full) };
    }),
  );
}

async function start(dataDir: string): Promise<RunningServer> {
  const server = await startServer(loadConfig({ ...serverEnv(dataDir), LOG_LEVEL: 'silent' }));
  cleanup.push(() => server.stop());
  return server;
}

test('DATA_DIR 0700, every folder in it 0700 and every file 0600; the database on a socket', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tradeboard-modes-'));
  cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
  // What an older version left: a world-readable upload in a world-readable folder.
  await mkdir(path.join(dataDir, 'uploads', 'images'), { recursive: true, mode: 0o755 });
  await writeFile(path.join(dataDir, 'uploads', 'images', 'old.png'), png(), { mode: 0o644 });
  await chmod(dataDir, 0o755);

  const server = await start(dataDir);
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(TEST_ADMIN),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const upload = await fetch(`${server.url}/api/upload-image`, {
    method: 'POST',
    headers: { cookie, origin: server.url },
    body: multipart('image', 'chart.png', png()),
  });
  expect(upload.status).toBe(201);

  expect(await modeOf(dataDir)).toBe(0o700);
  const seen = await modes(dataDir);
  expect(seen.map((item) => item.entry)).toEqual(
    expect.arrayContaining(['db/', 'db/embedded-mongo.sock', 'db/embedded-mongo.lock', 'uploads/images/old.png']),
  );
  expect(seen.some((item) => /^uploads\/images\/[0-9a-f]{32}\.png$/.test(item.entry))).toBe(true);
  expect(seen.some((item) => item.entry.startsWith('db/journal-'))).toBe(true);
  for (const item of seen) expect(item).toEqual({ entry: item.entry, mode: item.entry.endsWith('/') ? 0o700 : 0o600 });
  // No TCP port: the address tools read is the socket's.
  expect(await readFile(path.join(dataDir, 'db', 'embedded-mongo.port'), 'utf8')).toMatch(
    /^mongodb:\/\/%2F.*embedded-mongo\.sock/,
  );
});
