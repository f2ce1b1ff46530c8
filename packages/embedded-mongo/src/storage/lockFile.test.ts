/**
 * The data directory lock: a dead or zombie owner's lock is taken over at once, a live owner is
 * waited for (polling) and then refused. Zombies are made for real: a perl parent (perl-base is
 * essential on Debian) forks a child that exits at once, prints its pid and sleeps without ever
 * waiting for it. A shell cannot do this reliably: `sh -c 'sleep 0 & echo $!; exec sleep 30'`
 * loses the race when the child exits before the `exec` and dash reaps it (seen on a loaded CI).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirectoryLockedError, acquireLock, isLiveProcess, processState } from './lockFile.js';

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'embedded-mongo-lock-'));
  dirs.push(dir);
  return dir;
}

/** A live process that is not us. */
function liveProcess(): number {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  return child.pid!;
}

/** Forks a child that exits at once, prints its pid, and sleeps without ever reaping it. */
const NEVER_REAPS = '$| = 1; my $pid = fork() // die "fork: $!"; exit 0 unless $pid; print "$pid\\n"; sleep 30;';

/** The pid of a zombie: an exited child whose parent is alive and never waits for it. */
async function zombie(): Promise<number> {
  const parent = spawn('perl', ['-e', NEVER_REAPS], { stdio: ['ignore', 'pipe', 'ignore'] });
  children.push(parent);
  const pid = await new Promise<number>((resolve) =>
    parent.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
  );
  const deadline = Date.now() + 10_000;
  while (processState(pid) !== 'Z' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return pid;
}

const lockPath = (dir: string) => join(dir, 'embedded-mongo.lock');

describe.runIf(process.platform === 'linux')('data directory lock owners on Linux', () => {
  it('reads the state of a process from /proc', async () => {
    expect(processState(process.pid)).toMatch(/^[RS]$/);
    const pid = await zombie();
    expect(processState(pid)).toBe('Z');
    expect(isLiveProcess(pid)).toBe(false);
    expect(isLiveProcess(liveProcess())).toBe(true);
    expect(isLiveProcess(999_999_999)).toBe(false);
  });

  it('takes over at once the lock of a zombie owner (kill -9 under a parent that does not reap)', async () => {
    const dir = dataDir();
    writeFileSync(lockPath(dir), String(await zombie()));
    // waitMs 0: taking the lock must not depend on waiting for the zombie to be reaped.
    const release = await acquireLock(dir, { waitMs: 0 });
    expect(readFileSync(lockPath(dir), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockPath(dir))).toBe(false);
  });
});

describe('data directory lock', () => {
  it('takes over the lock of a pid that no longer exists', async () => {
    const dir = dataDir();
    writeFileSync(lockPath(dir), '999999999');
    const release = await acquireLock(dir, { waitMs: 0 });
    release();
  });

  it('refuses, after the wait, while a live owner keeps the lock', async () => {
    const dir = dataDir();
    const owner = liveProcess();
    writeFileSync(lockPath(dir), String(owner));
    const error = await acquireLock(dir, { waitMs: 300, pollMs: 50 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DataDirectoryLockedError);
    expect((error as Error).message).toContain(`already in use by another embedded-mongo server (pid ${owner})`);
    expect(readFileSync(lockPath(dir), 'utf8')).toBe(String(owner));
  });

  it('gets the lock when a live owner lets go during the wait', async () => {
    const dir = dataDir();
    writeFileSync(lockPath(dir), String(liveProcess()));
    const acquiring = acquireLock(dir, { waitMs: 10_000, pollMs: 20 });
    // The owner stops (orderly) while we wait: its lock file goes away.
    setTimeout(() => unlinkSync(lockPath(dir)), 100);
    const release = await acquiring;
    expect(readFileSync(lockPath(dir), 'utf8')).toBe(String(process.pid));
    release();
  });
});
