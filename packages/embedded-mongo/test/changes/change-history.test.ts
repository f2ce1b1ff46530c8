/**
 * Change events outlive the process as far back as the journal keeps them; from further back a
 * resume fails with ChangeStreamHistoryLost (286), so the application knows to refetch everything.
 */
import { MongoClient, type ChangeStreamDocument, type Collection, type Document, type ResumeToken } from 'mongodb';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { harnessScript, spawnServer, type Child } from '../support/childServer.js';

describe('change history across restarts', () => {
  const children: Child[] = [];
  const dirs: string[] = [];
  afterAll(() => {
    for (const child of children) child.process.kill('SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  async function start(dir: string, compactAt?: number) {
    const child = await spawnServer(harnessScript, compactAt ? [dir, String(compactAt)] : [dir]);
    children.push(child);
    const client = await MongoClient.connect(`${child.uri}/history`);
    return { child, client, coll: client.db().collection('events') };
  }

  async function tokenAfterInsert(coll: Collection, doc: Document): Promise<ResumeToken> {
    const stream = coll.watch();
    try {
      await stream.tryNext();
      await coll.insertOne(doc);
      return ((await stream.next()) as ChangeStreamDocument)._id;
    } finally {
      await stream.close();
    }
  }

  it('resumes after kill -9 and restart with the events written after the token', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'em-history-'));
    dirs.push(dir);
    const first = await start(dir);
    const token = await tokenAfterInsert(first.coll, { n: 1 });
    await first.coll.insertMany([{ n: 2 }, { n: 3 }]);
    first.child.process.kill('SIGKILL');
    await first.child.exited;
    await first.client.close(true);

    const second = await start(dir);
    const stream = second.coll.watch([], { resumeAfter: token });
    try {
      const missed = [(await stream.next()) as ChangeStreamDocument, (await stream.next()) as ChangeStreamDocument];
      expect(missed.map((event) => (event as unknown as { fullDocument: { n: number } }).fullDocument.n)).toEqual([
        2, 3,
      ]);
    } finally {
      await stream.close();
      await second.client.close();
    }
  });

  it('refuses a resume from before the last snapshot with ChangeStreamHistoryLost', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'em-history-lost-'));
    dirs.push(dir);
    // A tiny compaction threshold: the journal is folded into a snapshot after a few writes.
    const first = await start(dir, 4096);
    const token = await tokenAfterInsert(first.coll, { n: 0 });
    await first.coll.insertMany(Array.from({ length: 200 }, (_, n) => ({ n, pad: 'x'.repeat(100) })));
    first.child.process.kill('SIGTERM');
    await first.child.exited;
    await first.client.close(true);

    const second = await start(dir);
    const stream = second.coll.watch([], { resumeAfter: token });
    try {
      await expect(stream.next()).rejects.toMatchObject({ code: 286 });
    } finally {
      await stream.close().catch(() => undefined);
      await second.client.close();
    }
  });
});
