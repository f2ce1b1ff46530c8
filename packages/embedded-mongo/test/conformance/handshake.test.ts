import { Long } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, type Target } from '../support/target.js';

describe('handshake and server commands', () => {
  let target: Target;
  beforeAll(async () => {
    target = await openTarget();
  });
  afterAll(() => target.close());

  it('hello reports a writable primary with the limits drivers need', async () => {
    const reply = await target.db.admin().command({ hello: 1 });
    expect(reply.isWritablePrimary).toBe(true);
    expect(reply.maxWireVersion).toBeGreaterThanOrEqual(9);
    expect(typeof reply.minWireVersion).toBe('number');
    expect(reply.logicalSessionTimeoutMinutes).toBeGreaterThan(0);
    expect(reply.maxBsonObjectSize).toBe(16 * 1024 * 1024);
    expect(reply.maxMessageSizeBytes).toBe(48_000_000);
    expect(reply.maxWriteBatchSize).toBe(100_000);
    expect(reply.localTime).toBeInstanceOf(Date);
  });

  it('answers the legacy isMaster and ismaster spellings', async () => {
    for (const name of ['isMaster', 'ismaster']) {
      const reply = await target.db.admin().command({ [name]: 1 });
      expect(reply.ismaster).toBe(true);
      expect(reply.ok).toBe(1);
    }
  });

  it('ping, endSessions and buildInfo in any letter case', async () => {
    expect(await target.db.command({ ping: 1 })).toMatchObject({ ok: 1 });
    expect(await target.db.admin().command({ endSessions: [] })).toMatchObject({ ok: 1 });
    for (const name of ['buildInfo', 'buildinfo', 'BUILDINFO']) {
      const info = await target.db.admin().command({ [name]: 1 });
      expect(info.version).toMatch(/^\d+\.\d+\.\d+/);
      expect(Array.isArray(info.versionArray)).toBe(true);
    }
  });

  it('answers an unknown command with code 59', async () => {
    const error = await target.db.command({ frobnicate: 1 }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 59, codeName: 'CommandNotFound' });
    expect((error as Error).message).toMatch(/no such command: '?frobnicate'?/);
  });

  it('presents itself as a single-node replica set whose only member is the primary it was reached at', async () => {
    const hello = await target.db.admin().command({ hello: 1 });
    expect(hello.isWritablePrimary).toBe(true);
    expect(hello.secondary).toBe(false);
    expect(typeof hello.setName).toBe('string');
    expect(hello.hosts).toContain(hello.me);
    expect(hello.primary).toBe(hello.me);
    // The driver discovered a replica set with a primary, so it uses sessions and transactions.
    const description = (target.client as unknown as { topology: { description: { type: string } } }).topology
      .description;
    expect(description.type).toBe('ReplicaSetWithPrimary');
  });

  it('uses int64 cursor ids', async () => {
    const collection = target.db.collection('cursorIds');
    await collection.insertMany(Array.from({ length: 5 }, (_, i) => ({ i })));
    const reply = await target.db.command({ find: 'cursorIds', batchSize: 2 }, { promoteLongs: false });
    expect(reply.cursor.id).toBeInstanceOf(Long);
    expect((reply.cursor.id as Long).isZero()).toBe(false);
    await target.db.command({ killCursors: 'cursorIds', cursors: [reply.cursor.id] });
  });

  it('accepts unacknowledged (moreToCome) writes and keeps serving', async () => {
    const collection = target.db.collection('unacknowledged');
    await collection.insertOne({ fireAndForget: true }, { writeConcern: { w: 0 } });
    await expect.poll(() => collection.countDocuments({ fireAndForget: true })).toBe(1);
  });
});
