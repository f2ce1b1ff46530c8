/**
 * One holdings import per fund at a time, across every API process on the database: a lease
 * document per fund in `fund_locks`, taken with one atomic upsert (the unique `_id` settles a race
 * between processes), renewed while the import runs and deleted when it ends. While it is held, a
 * second import and Clear All's deletes of that fund answer 409 at once. A process killed while
 * holding it (kill -9, a crash) leaves its lease behind: a process on the same host takes it over at
 * once when the holder's pid is gone (the embedded database is always on one host); on another host
 * it lapses after LEASE_MS. The lock keeps the admin from racing himself; the fund's consistency
 * rests on the import's transaction, not on the lock.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { processState } from '@tradeboard/embedded-mongo';
import type { Connection } from 'mongoose';
import { conflict, isDuplicateKey } from '../http/errors.js';

export const FUND_LOCKS_COLLECTION = 'fund_locks';
export const IMPORT_RUNNING_MESSAGE = 'Another import of this fund is running';
/** Long enough to outlive a pause of the process, short enough that a crash does not block the fund for long. */
const LEASE_MS = 30_000;

interface FundLease {
  _id: string;
  owner: string;
  host: string;
  pid: number;
  expiresAt: Date;
}

/** True when `pid` no longer runs here (or is a zombie: killed, not yet reaped). */
function isGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
  const state = processState(pid);
  return state === 'Z' || state === 'X';
}

/** Takes over a lease whose holder died on this host; false when it is held by a live process or elsewhere. */
async function takeOverDeadHolder(db: Connection, fund: string, lease: Omit<FundLease, '_id'>): Promise<boolean> {
  const held = await leases(db).findOne({ _id: fund });
  if (!held || held.host !== lease.host || held.pid === process.pid || !isGone(held.pid)) return false;
  const taken = await leases(db).updateOne({ _id: fund, owner: held.owner }, { $set: lease });
  return taken.modifiedCount === 1;
}

const leases = (db: Connection) => db.collection<FundLease>(FUND_LOCKS_COLLECTION);

/** Runs `work` holding the fund's lease; 409 IMPORT_RUNNING_MESSAGE when another holds it. */
export async function withFundLock<T>(db: Connection, fund: string, work: () => Promise<T>): Promise<T> {
  const owner = randomUUID();
  const expiresAt = () => new Date(Date.now() + LEASE_MS);
  const lease = { owner, host: hostname(), pid: process.pid, expiresAt: expiresAt() };
  try {
    // Matches only a lapsed lease; a live one makes the upsert insert a second `_id: fund`: E11000.
    await leases(db).updateOne({ _id: fund, expiresAt: { $lte: new Date() } }, { $set: lease }, { upsert: true });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    if (!(await takeOverDeadHolder(db, fund, lease))) throw conflict(IMPORT_RUNNING_MESSAGE);
  }
  const renew = setInterval(() => {
    leases(db)
      .updateOne({ _id: fund, owner }, { $set: { expiresAt: expiresAt() } })
      .catch(() => undefined);
  }, LEASE_MS / 3);
  renew.unref();
  try {
    return await work();
  } finally {
    clearInterval(renew);
    await leases(db)
      .deleteOne({ _id: fund, owner })
      .catch(() => undefined);
  }
}

/** 409 while an import of `fund` runs (Clear All deletes one holding at a time and must not interleave with it). */
export async function assertNoImportRunning(db: Connection, fund: string): Promise<void> {
  const held = await leases(db).findOne({ _id: fund, expiresAt: { $gt: new Date() } });
  if (held && !(held.host === hostname() && held.pid !== process.pid && isGone(held.pid))) {
    throw conflict(IMPORT_RUNNING_MESSAGE);
  }
}
