import { MongoClient, type Collection } from 'mongodb';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { harnessScript, spawnServer, type Child } from '../support/childServer.js';

const WRITERS = 4;

interface WriterLog {
  acked: number[];
  /** Highest sequence number ever sent (acknowledged or not). */
  attempted: number;
}

/** Inserts `{ writer, seq }` documents and bumps a counter until the server dies. */
async function runWriter(
  collection: Collection,
  counters: Collection,
  writer: number,
  log: WriterLog,
  stop: { now: boolean },
): Promise<void> {
  for (let seq = 0; !stop.now; seq++) {
    log.attempted = seq;
    try {
      await collection.insertOne({ writer, seq, payload: 'x'.repeat(seq % 200) });
      await counters.updateOne({ _id: writer as never }, { $inc: { value: 1 } }, { upsert: true });
      log.acked.push(seq);
    } catch {
      return;
    }
  }
}

describe('durability across kill -9', () => {
  const dir = mkdtempSync(join(tmpdir(), 'embedded-mongo-sigkill-'));
  const children: Child[] = [];
  afterAll(() => {
    for (const child of children) child.process.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('recovers every acknowledged write after SIGKILL during writes, with compaction running', async () => {
    const logs = new Map<number, WriterLog>();
    for (let round = 0; round < 3; round++) {
      // A small compaction threshold makes snapshots happen while writers run.
      const child = await spawnServer(harnessScript, [dir, String(64 * 1024)]);
      children.push(child);
      const client = new MongoClient(`${child.uri}/durability`, {
        maxPoolSize: WRITERS,
        retryWrites: false,
        serverSelectionTimeoutMS: 2000,
      });
      const db = client.db();
      await verify(db.collection('docs'), db.collection('counters'), logs);

      const stop = { now: false };
      const roundLogs = Array.from({ length: WRITERS }, (_, writer) => {
        const log: WriterLog = { acked: [], attempted: -1 };
        logs.set(round * WRITERS + writer, log);
        return log;
      });
      const writers = roundLogs.map((log, writer) =>
        runWriter(db.collection('docs'), db.collection('counters'), round * WRITERS + writer, log, stop),
      );
      await new Promise((resolve) => setTimeout(resolve, 400 + round * 250));
      child.process.kill('SIGKILL');
      await child.exited;
      stop.now = true;
      await Promise.all(writers);
      await client.close(true);
      expect(roundLogs.reduce((sum, log) => sum + log.acked.length, 0)).toBeGreaterThan(0);
    }
    const last = await spawnServer(harnessScript, [dir]);
    children.push(last);
    const client = await MongoClient.connect(`${last.uri}/durability`);
    await verify(client.db().collection('docs'), client.db().collection('counters'), logs);
    await client.close();
    last.process.kill('SIGTERM');
    expect((await last.exited).code).toBe(0);
  });
});

async function verify(docs: Collection, counters: Collection, logs: Map<number, WriterLog>): Promise<void> {
  const stored = await docs.find({}, { projection: { _id: 0, writer: 1, seq: 1, payload: 1 } }).toArray();
  const byWriter = new Map<number, Set<number>>();
  for (const doc of stored) {
    expect(doc.payload).toBe('x'.repeat((doc.seq as number) % 200));
    const seqs = byWriter.get(doc.writer as number) ?? new Set<number>();
    expect(seqs.has(doc.seq as number)).toBe(false); // no duplicates
    seqs.add(doc.seq as number);
    byWriter.set(doc.writer as number, seqs);
  }
  for (const [writer, log] of logs) {
    const seqs = byWriter.get(writer) ?? new Set<number>();
    for (const seq of log.acked) expect(seqs.has(seq)).toBe(true);
    // Nothing that was never sent; at most the one in-flight insert beyond the acknowledged ones.
    for (const seq of seqs) expect(seq).toBeLessThanOrEqual(log.attempted);
    expect(seqs.size).toBeLessThanOrEqual(log.acked.length + 1);
    const counter = await counters.findOne({ _id: writer as never });
    expect(counter?.value ?? 0).toBeGreaterThanOrEqual(log.acked.length);
    expect(counter?.value ?? 0).toBeLessThanOrEqual(log.acked.length + 1);
  }
}
