/**
 * `npm start` runs this: it starts the API (server.js next to it) as a child process and starts it
 * again whenever it exits unexpectedly, after a short backoff, with a log line. A last line of
 * defence so one unforeseen bug cannot leave students with a dead page; the bugs themselves are
 * fixed where they are. SIGINT/SIGTERM are passed on and end both. A configuration error
 * (EXIT_CONFIG_ERROR) is not retried: it will not fix itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { EXIT_CONFIG_ERROR } from './exit-codes.js';

/** First wait before a restart; doubled after each quick crash, up to MAX_BACKOFF_MS. */
const FIRST_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 10_000;
/** A child that ran this long before exiting was healthy: the next restart waits FIRST_BACKOFF_MS again. */
const HEALTHY_AFTER_MS = 30_000;

/** The server entry next to this file (server.ts when run through tsx, server.js when built). */
const serverEntry = fileURLToPath(
  new URL(import.meta.url.endsWith('.ts') ? './server.ts' : './server.js', import.meta.url),
);

const log = (message: string, fields: Record<string, unknown> = {}) =>
  process.stderr.write(
    `${JSON.stringify({ level: 'warn', time: Date.now(), name: 'supervisor', pid: process.pid, msg: message, ...fields })}\n`,
  );

let child: ChildProcess | undefined;
let stopping = false;
let backoffMs = FIRST_BACKOFF_MS;
let restarts = 0;

function start(): void {
  const startedAt = Date.now();
  // The same node flags as ours (e.g. tsx's loader in development), then the server.
  child = spawn(process.execPath, [...process.execArgv, serverEntry], { stdio: 'inherit' });
  child.once('exit', (code, signal) => {
    child = undefined;
    if (stopping || code === 0) process.exit(code ?? 0);
    if (code === EXIT_CONFIG_ERROR) process.exit(code);
    if (Date.now() - startedAt >= HEALTHY_AFTER_MS) backoffMs = FIRST_BACKOFF_MS;
    restarts += 1;
    log('API exited unexpectedly; restarting', { exitCode: code, signal, restartInMs: backoffMs, restarts });
    setTimeout(start, backoffMs);
    backoffMs = Math.min(backoffMs * 2, MAX_BACKOFF_MS);
  });
}

function stop(): void {
  stopping = true;
  // As SIGTERM: on a terminal's Ctrl-C the child got SIGINT from the terminal too; the server's
  // SIGINT and SIGTERM handlers share one idempotent stop, so both together stop it once.
  if (child) child.kill('SIGTERM');
  else process.exit(0);
}

process.on('SIGINT', stop);
process.on('SIGTERM', stop);
start();
