/**
 * A committed transaction reaches the journal as one record: after kill -9 at any moment, each
 * transaction is either all there or not at all, and every acknowledged commit is there.
 */
import { MongoClient, type Db } from 'mongodb';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { harnessScript, spawnServer, type Child } from '../support/childServer.js';

const WRITERS = 3;
const ITEMS_PER_TRANSACTION = 25;

/** Each transaction adds ITEMS_PER_TRANSACTION items of one batch and counts the batch, until the server dies. */
async function runWriter(client: MongoClient, writer: number, acked: number[], stop: { now: boolean }): Promise<void> {
  const db = client.db();
  for (let batch = 0; !stop.now; batch++) {
    const session = client.startSession();
    try {
      await session.withTransaction(async () => {
        const items = Array.from({ length: ITEMS_PER_TRANSACTION }, (_, n) => ({
          writer,
          batch,
          n,
          pad: 'p'.repeat(300),
        }));
        await db.collection('items').insertMany(items, { session });
        await db
          .collection('batches')
          .updateOne({ _id: writer as never }, { $inc: { count: 1 } }, { session, upsert: true });
      });
      acked.push(batch);
    } catch {
      return;
    } finally {
      await session.endSession().catch(() => undefined);
    }
  }
}

async function verify(db: Db, ackedByWriter: Map<number, number[]>): Promise<void> {
  const groups = await db
    .collection('items')
    .aggregate<{ _id: { writer: number; batch: number }; n: number }>([
      { $group: { _id: { writer: '$writer', batch: '$batch' }, n: { $sum: 1 } } },
    ])
    .toArray();
  // Never a part of a transaction.
  for (const group of groups) expect(group.n).toBe(ITEMS_PER_TRANSACTION);
  for (const [writer, acked] of ackedByWriter) {
    const batches = new Set(groups.filter((group) => group._id.writer === writer).map((group) => group._id.batch));
    for (const batch of acked) expect(batches.has(batch)).toBe(true);
    // The counter moved with the items, in the same transactions.
    const counter = await db.collection('batches').findOne({ _id: writer as never });
    expect(counter?.count ?? 0).toBe(batches.size);
  }
}

describe('transactions across kill -9', () => {
  const dir = mkdtempSync(join(tmpdir(), 'embedded-mongo-txn-sigkill-'));
  const children: Child[] = [];
  afterAll(() => {
    for (const child of children) child.process.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  // Child processes on a busy machine: minutes, not the default 30 s.
  it(
    'keeps each transaction whole or absent, and every acknowledged commit, across 4 crashes with compaction running',
    { timeout: 240_000 },
    async () => {
      const ackedByWriter = new Map<number, number[]>();
      for (let round = 0; round < 4; round++) {
        const child = await spawnServer(harnessScript, [dir, String(128 * 1024)]);
        children.push(child);
        const client = new MongoClient(`${child.uri}/txn_durability`, {
          maxPoolSize: WRITERS,
          serverSelectionTimeoutMS: 2000,
        });
        await verify(client.db(), ackedByWriter);
        const stop = { now: false };
        const logs = Array.from({ length: WRITERS }, (_, index) => {
          const acked: number[] = [];
          ackedByWriter.set(round * WRITERS + index, acked);
          return acked;
        });
        const writers = logs.map((acked, index) => runWriter(client, round * WRITERS + index, acked, stop));
        // Kill once a few commits went through; a different moment each round (more commits each time).
        const target = 3 + round * 4;
        await expect
          .poll(() => logs.reduce((sum, acked) => sum + acked.length, 0), { timeout: 120_000, interval: 5 })
          .toBeGreaterThanOrEqual(target);
        child.process.kill('SIGKILL');
        await child.exited;
        stop.now = true;
        await Promise.all(writers);
        await client.close(true);
      }
      const last = await spawnServer(harnessScript, [dir]);
      children.push(last);
      const client = await MongoClient.connect(`${last.uri}/txn_durability`);
      await verify(client.db(), ackedByWriter);
      await client.close();
      last.process.kill('SIGTERM');
      expect((await last.exited).code).toBe(0);
    },
  );
});
