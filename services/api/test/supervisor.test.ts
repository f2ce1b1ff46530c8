/**
 * `npm start` runs the API under src/supervisor.ts: when the API process dies (here: kill -9), the
 * supervisor logs it and starts it again after a short backoff; SIGTERM stops both.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  API_ROOT,
  PROCESS_TEST_TIMEOUT_MS,
  TSX_NODE_FLAGS,
  killIfAlive,
  serverEnv,
  watch,
  type WatchedProcess,
} from './server-process.js';

let dataDir: string;
let supervisor: WatchedProcess;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tradeboard-supervisor-'));
});
afterAll(async () => {
  // After a failure half-way, neither the supervisor nor an API it started may outlive the test.
  if (supervisor?.child.exitCode === null) supervisor.child.kill('SIGKILL');
  for (const line of supervisor?.lines ?? [])
    if (line.includes('Tradeboard API listening')) killIfAlive((JSON.parse(line) as { pid: number }).pid);
  await rm(dataDir, { recursive: true, force: true });
});

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test(
  'a killed API comes back, with a log line; SIGTERM stops the supervisor and the API',
  async () => {
    const child = spawn(process.execPath, [...TSX_NODE_FLAGS, 'src/supervisor.ts'], {
      cwd: API_ROOT,
      env: serverEnv(dataDir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    supervisor = watch(child);

    const first = await supervisor.listening(1);
    expect(first.pid).not.toBe(child.pid);
    expect((await fetch(`${first.url}/api/auth/status`)).status).toBe(200);

    process.kill(first.pid, 'SIGKILL');
    const logged = JSON.parse(await supervisor.line(/API exited unexpectedly/)) as Record<string, unknown>;
    expect(logged).toMatchObject({ name: 'supervisor', signal: 'SIGKILL', restarts: 1 });
    expect(logged.restartInMs).toBeGreaterThan(0);

    const second = await supervisor.listening(2);
    expect(second.pid).not.toBe(first.pid);
    expect((await fetch(`${second.url}/api/auth/status`)).status).toBe(200);

    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(isAlive(second.pid)).toBe(false);
  },
  PROCESS_TEST_TIMEOUT_MS,
);

test(
  'a configuration error is not retried: the supervisor exits with it',
  async () => {
    const env = { ...serverEnv(dataDir), PORT: 'not-a-port' };
    const child = spawn(process.execPath, [...TSX_NODE_FLAGS, 'src/supervisor.ts'], {
      cwd: API_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const watched = watch(child);
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    expect(code).toBe(78);
    expect(watched.lines.join('\n')).not.toMatch(/restarting/);
  },
  PROCESS_TEST_TIMEOUT_MS,
);
