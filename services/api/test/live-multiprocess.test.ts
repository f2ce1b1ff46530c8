/**
 * Issue 24's proof across processes: the embedded server started through its CLI, two API
 * processes on it (MONGODB_URI). A write through A reaches a live client of B; B's change stream
 * survives the database being killed and restarted without losing the write made meanwhile; a client
 * that moves from B to A with Last-Event-ID gets exactly what it missed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, expect, test } from 'vitest';
import { TEST_ADMIN } from './helpers.js';
import { API_ROOT, PROCESS_TEST_TIMEOUT_MS, TSX_NODE_FLAGS, killIfAlive, serverEnv, watch } from './server-process.js';
import { changed, openEvents, type SseStream } from './sse-client.js';

const EMBEDDED_ROOT = path.resolve(API_ROOT, '../../packages/embedded-mongo');
const cleanup: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The embedded server's CLI on a fixed port (so a restart is found at the same address). */
async function startDatabase(dbPath: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/support/runCli.ts', '--dbpath', dbPath, '--port', String(port)],
    {
      cwd: EMBEDDED_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  cleanup.push(() => killIfAlive(child.pid));
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('embedded-mongo ready on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`database exited (${code})`)));
  });
  return child;
}

async function startApi(dataDir: string, mongodbUri: string) {
  const child = spawn(process.execPath, [...TSX_NODE_FLAGS, 'src/server.ts'], {
    cwd: API_ROOT,
    env: { ...serverEnv(dataDir), MONGODB_URI: mongodbUri },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanup.push(() => killIfAlive(child.pid));
  const { url } = await watch(child).listening(1);
  return { child, url };
}

async function signIn(url: string): Promise<Record<string, string>> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(TEST_ADMIN),
  });
  expect(res.status).toBe(200);
  return { cookie: res.headers.get('set-cookie')!.split(';')[0]!, origin: url, 'content-type': 'application/json' };
}

/** POSTs until the API answers 201 (while its database comes back it answers 5xx or the request fails). */
async function postUntilCreated(url: string, headers: Record<string, string>, route: string, body: unknown) {
  await expect
    .poll(
      () =>
        fetch(`${url}${route}`, { method: 'POST', headers, body: JSON.stringify(body) }).then(
          (res) => res.status,
          () => 0,
        ),
      { timeout: 60_000, interval: 200 },
    )
    .toBe(201);
}

test(
  'a write through one API process reaches the live clients of another, across a database restart',
  async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'tradeboard-live-mp-'));
    cleanup.push(() => rm(root, { recursive: true, force: true }));
    const port = await freePort();
    const dbPath = path.join(root, 'db');
    let database = await startDatabase(dbPath, port);
    const uri = `mongodb://127.0.0.1:${port}/tradeboard`;
    const a = await startApi(path.join(root, 'a'), uri);
    const b = await startApi(path.join(root, 'b'), uri);
    const adminA = await signIn(a.url);

    const streams: SseStream[] = [];
    cleanup.push(() => streams.forEach((stream) => stream.close()));
    const onB = await openEvents(b.url);
    streams.push(onB);
    expect(onB.status).toBe(200);

    await postUntilCreated(a.url, adminA, '/api/unusual-flow', {
      ticker: 'NVDA',
      optionType: 'CALL',
      strike: 150,
      expiry: '2026-12-18',
    });
    const first = await onB.next(changed('unusual-flow'));

    // The database dies and comes back; a write lands before B's change stream has reconnected.
    database.kill('SIGKILL');
    await new Promise((resolve) => database.once('exit', resolve));
    database = await startDatabase(dbPath, port);
    await postUntilCreated(a.url, adminA, '/api/stocks', { symbol: 'AAPL' });
    const afterRestart = await onB.next(changed('stocks'));
    expect(afterRestart.id).not.toBe(first.id);

    // The page moves from B to A (another process behind the load balancer) with its Last-Event-ID.
    onB.close();
    await postUntilCreated(a.url, adminA, '/api/next-session-trades', {
      ticker: 'META',
      action: 'add',
      fund: 'Main Fund',
    });
    await postUntilCreated(a.url, adminA, '/api/flow-holdings', {
      ticker: 'AMD',
      optionType: 'CALL',
      strike: 100,
      expiry: '12/18/2026',
      quantity: 1,
      price: 2,
    });
    const onA = await openEvents(a.url, { 'last-event-id': afterRestart.id! });
    streams.push(onA);
    // A's own change stream may still be catching up with the second write: wait for both, in
    // whatever events they come.
    await onA.next(changed('next-session-trades'));
    await onA.next(changed('flow-holdings'));
    const missed = onA.events.filter((event) => event.event === 'changed' || event.event === 'reset');
    expect(missed.map((event) => event.event)).not.toContain('reset');
    // Exactly what came after its last event: not the stocks change it had already seen.
    const resources = missed.flatMap((event) => (event.data as { resources: string[] }).resources);
    expect([...new Set(resources)].sort()).toEqual(['flow-holdings', 'next-session-trades']);
  },
  PROCESS_TEST_TIMEOUT_MS * 2,
);
