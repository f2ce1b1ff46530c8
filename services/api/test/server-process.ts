/**
 * The API as a real process (through tsx, so no build is needed), for tests that kill it: what it
 * prints is read line by line, and the 'Tradeboard API listening' lines give each server's pid and URL.
 */
import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_ADMIN } from './helpers.js';

export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Node flags that run the TypeScript sources with workspace packages resolved to their sources. */
/** Starting the API through tsx compiles it first: seconds on a busy machine, so these tests get room. */
export const PROCESS_TEST_TIMEOUT_MS = 180_000;
export const TSX_NODE_FLAGS = ['--conditions=@tradeboard/source', '--import', 'tsx'];

export interface Listening {
  pid: number;
  url: string;
}

export interface WatchedProcess {
  child: ChildProcess;
  /** Every line printed so far (stdout and stderr). */
  lines: string[];
  /** Resolves with the n-th (1-based) 'listening' line's pid and URL. */
  listening(nth: number): Promise<Listening>;
  /** Resolves with the first line matching. */
  line(pattern: RegExp): Promise<string>;
}

/** Kill a process if it is still there (cleanup after a test that failed half-way). */
export function killIfAlive(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** The environment of a test server: port 0 on loopback, a temp DATA_DIR, the test admin, info logs. */
export function serverEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    WEB_ROOT: path.join(dataDir, 'web'),
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    LOG_LEVEL: 'info',
  };
}

/** Follow a process's output; resolves waits as lines arrive (rejects if it exits first). */
export function watch(child: ChildProcess): WatchedProcess {
  const lines: string[] = [];
  const waiters: Array<() => void> = [];
  let exited = false;
  const onLine = (line: string) => {
    lines.push(line);
    for (const waiter of waiters.slice()) waiter();
  };
  for (const stream of [child.stdout, child.stderr]) if (stream) createInterface({ input: stream }).on('line', onLine);
  // 'close', not 'exit': the last lines may still be on their way when the process exits.
  child.once('close', () => {
    exited = true;
    for (const waiter of waiters.slice()) waiter();
  });
  const waitFor = <T>(find: () => T | undefined, what: string) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const found = find();
        if (found !== undefined) {
          waiters.splice(waiters.indexOf(check), 1);
          resolve(found);
        } else if (exited) {
          waiters.splice(waiters.indexOf(check), 1);
          reject(new Error(`process exited before ${what}:\n${lines.join('\n')}`));
        }
      };
      waiters.push(check);
      check();
    });
  const listeningLines = (): Listening[] =>
    lines.flatMap((line) => {
      if (!line.includes('Tradeboard API listening')) return [];
      const entry = JSON.parse(line) as { pid: number; url: string };
      return [{ pid: entry.pid, url: entry.url }];
    });
  return {
    child,
    lines,
    listening: (nth) => waitFor(() => listeningLines()[nth - 1], `listening line ${nth}`),
    line: (pattern) => waitFor(() => lines.find((line) => pattern.test(line)), String(pattern)),
  };
}
