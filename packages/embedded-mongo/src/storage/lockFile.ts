/**
 * One server per data directory: a lock file holding the owner's pid.
 *
 * The owner counts as gone when no process has that pid, or when the process is a zombie: after
 * kill -9 a process stays in the process table (state Z in /proc/<pid>/stat on Linux) until its
 * parent reaps it, which a slow init or a container without one can delay for seconds, while
 * `process.kill(pid, 0)` still succeeds. A zombie holds nothing (the kernel has closed its files),
 * so its lock is taken over at once. An owner that is alive gets a short wait (polling) before the
 * start is refused: a supervisor restarting right after an orderly stop should not fail for it.
 * (Why a pid file and not a lock the kernel releases on death: README, "Data directory lock".)
 */
import { closeSync, fsyncSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const LOCK_NAME = 'embedded-mongo.lock';
/** Locks held by this process, so a stale lock with our own (reused) pid is recognised. */
const heldHere = new Set<string>();

export class DataDirectoryLockedError extends Error {
  constructor(dbPath: string, pid: number) {
    super(
      `embedded-mongo: the data directory ${dbPath} is already in use by another embedded-mongo server (pid ${pid}). Stop it first, or use a different --dbpath.`,
    );
    this.name = 'DataDirectoryLockedError';
  }
}

export interface LockOptions {
  /** How long a live owner is waited for before the start is refused (default 10 s). */
  waitMs?: number;
  /** How often the lock is looked at again while waiting (default 100 ms). */
  pollMs?: number;
}

/**
 * The state letter of /proc/<pid>/stat (R, S, D, Z, X, ...), or null where there is no /proc (not
 * Linux) or no such process. The command name in parentheses may hold spaces and ')': the state is
 * the first field after the last ')'.
 */
export function processState(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) || null;
  } catch {
    return null;
  }
}

/** True when `pid` is a live process other than this one (a zombie or a dead process is not). */
export function isLiveProcess(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user; it may still be a zombie (checked below).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const state = processState(pid);
  return state !== 'Z' && state !== 'X';
}

type Attempt = { release: () => void } | { owner: number };

/** One try: create the lock, or remove a lock whose owner is gone and report who holds a live one. */
function tryAcquire(path: string): Attempt {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      fsyncSync(fd);
      closeSync(fd);
      heldHere.add(path);
      return {
        release: () => {
          heldHere.delete(path);
          try {
            unlinkSync(path);
          } catch {
            // already gone
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number.parseInt(readFileSafe(path), 10);
    if (Number.isInteger(owner) && owner > 0 && isLiveProcess(owner)) return { owner };
    // An empty lock that is very recent is another server between creating and writing it.
    if (!Number.isInteger(owner) && Date.now() - modifiedAt(path) < 2000) return { owner: 0 };
    try {
      unlinkSync(path);
    } catch {
      // another process removed it first; retry
    }
  }
  return { owner: Number.parseInt(readFileSafe(path), 10) || 0 };
}

export async function acquireLock(dbPath: string, options: LockOptions = {}): Promise<() => void> {
  const path = join(dbPath, LOCK_NAME);
  if (heldHere.has(path)) throw new DataDirectoryLockedError(dbPath, process.pid);
  const { waitMs = 10_000, pollMs = 100 } = options;
  const deadline = Date.now() + waitMs;
  for (;;) {
    const attempt = tryAcquire(path);
    if ('release' in attempt) return attempt.release;
    if (Date.now() >= deadline) throw new DataDirectoryLockedError(dbPath, attempt.owner);
    await sleep(pollMs);
  }
}

/** The pid of another live process holding dbPath's lock, or undefined. */
export function lockOwner(dbPath: string): number | undefined {
  const owner = Number.parseInt(readFileSafe(join(dbPath, LOCK_NAME)), 10);
  return Number.isInteger(owner) && owner > 0 && isLiveProcess(owner) ? owner : undefined;
}

function modifiedAt(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function readFileSafe(path: string): string {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return '';
  }
}
