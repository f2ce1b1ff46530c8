/**
 * One server per data directory: a lock file holding the owner's pid. A lock left by a process that
 * no longer exists (e.g. after kill -9) is taken over.
 */
import { closeSync, fsyncSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_NAME = 'embedded-mongo.lock';
/** Locks held by this process, so a stale lock with our own (reused) pid is recognised. */
const heldHere = new Set<string>();

export class DataDirectoryLockedError extends Error {
  constructor(dbPath: string, pid: number) {
    super(`embedded-mongo: the data directory ${dbPath} is already in use by another embedded-mongo server (pid ${pid}). Stop it first, or use a different --dbpath.`);
    this.name = 'DataDirectoryLockedError';
  }
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireLock(dbPath: string): () => void {
  const path = join(dbPath, LOCK_NAME);
  if (heldHere.has(path)) throw new DataDirectoryLockedError(dbPath, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      fsyncSync(fd);
      closeSync(fd);
      heldHere.add(path);
      return () => {
        heldHere.delete(path);
        try {
          unlinkSync(path);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number.parseInt(readFileSafe(path), 10);
    if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) throw new DataDirectoryLockedError(dbPath, owner);
    // An empty lock that is very recent is another server between creating and writing it.
    if (!Number.isInteger(owner) && Date.now() - modifiedAt(path) < 2000) throw new DataDirectoryLockedError(dbPath, 0);
    try {
      unlinkSync(path);
    } catch {
      // another process removed it first; retry
    }
  }
  throw new DataDirectoryLockedError(dbPath, Number.parseInt(readFileSafe(path), 10) || 0);
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
