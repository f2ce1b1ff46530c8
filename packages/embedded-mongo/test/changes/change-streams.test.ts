/**
 * Change streams through the driver, as an application (and mongoose's watch()) uses them. Driver
 * calls only, so they run against a real replica set too (MONGODB_URI).
 */
import type { ChangeStream, ChangeStreamDocument, Document, ResumeToken } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, type Target } from '../support/target.js';

type Change = ChangeStreamDocument<Document>;

/** The next `count` events of a stream (the driver waits with getMore). */
async function take(stream: ChangeStream, count: number): Promise<Change[]> {
  const events: Change[] = [];
  while (events.length < count) events.push((await stream.next()) as Change);
  return events;
}

describe('change streams', () => {
  let target: Target;
  beforeAll(async () => {
    target = await openTarget();
  });
  afterAll(() => target.close());

  it('reports insert, update (with what changed), replace and delete of a collection, in order', async () => {
    const coll = target.db.collection('lifecycle');
    const stream = coll.watch();
    try {
      await stream.tryNext(); // the stream exists before the writes
      await coll.insertOne({ _id: 1 as never, name: 'Ned', house: { seat: 'Winterfell', words: 'Winter' } });
      await coll.updateOne({ _id: 1 as never }, { $set: { 'house.seat': 'Kings Landing' }, $unset: { name: '' } });
      await coll.replaceOne({ _id: 1 as never }, { title: 'Hand' });
      await coll.deleteOne({ _id: 1 as never });
      const [inserted, updated, replaced, deleted] = await take(stream, 4);
      expect(inserted).toMatchObject({
        operationType: 'insert',
        ns: { db: target.dbName, coll: 'lifecycle' },
        documentKey: { _id: 1 },
        fullDocument: { _id: 1, name: 'Ned', house: { seat: 'Winterfell', words: 'Winter' } },
      });
      expect(updated).toMatchObject({
        operationType: 'update',
        documentKey: { _id: 1 },
        updateDescription: { updatedFields: { 'house.seat': 'Kings Landing' }, removedFields: ['name'] },
      });
      expect(replaced).toMatchObject({ operationType: 'replace', fullDocument: { _id: 1, title: 'Hand' } });
      expect(deleted).toMatchObject({ operationType: 'delete', documentKey: { _id: 1 } });
      const times = [inserted, updated, replaced, deleted].map((event) => {
        const time = (event as unknown as { clusterTime: { t: number; i: number } }).clusterTime;
        return time.t * 1e6 + time.i;
      });
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(new Set(times).size).toBe(4);
    } finally {
      await stream.close();
    }
  });

  it("fullDocument: 'updateLookup' gives the document as it is now", async () => {
    const coll = target.db.collection('lookup');
    await coll.insertOne({ _id: 'a' as never, n: 1, other: 'kept' });
    const stream = coll.watch([], { fullDocument: 'updateLookup' });
    try {
      await stream.tryNext();
      await coll.updateOne({ _id: 'a' as never }, { $inc: { n: 1 } });
      const [event] = await take(stream, 1);
      expect(event).toMatchObject({ operationType: 'update', fullDocument: { _id: 'a', n: 2, other: 'kept' } });
    } finally {
      await stream.close();
    }
  });

  it('a database stream sees every collection, and a $match stage filters events', async () => {
    const stream = target.db.watch([{ $match: { operationType: 'insert', 'ns.coll': { $in: ['alerts', 'stocks'] } } }]);
    try {
      await stream.tryNext();
      await target.db.collection('alerts').insertOne({ ticker: 'NVDA' });
      await target.db.collection('ignored').insertOne({ x: 1 });
      await target.db.collection('alerts').deleteMany({});
      await target.db.collection('stocks').insertOne({ symbol: 'AAPL' });
      const events = await take(stream, 2);
      expect(
        events.map((event) => [event.operationType, (event as unknown as { ns: { coll: string } }).ns.coll]),
      ).toEqual([
        ['insert', 'alerts'],
        ['insert', 'stocks'],
      ]);
    } finally {
      await stream.close();
    }
  });

  it('resumes after a token with exactly the events that came after it', async () => {
    const coll = target.db.collection('resume');
    const first = coll.watch();
    let token: ResumeToken;
    try {
      await first.tryNext();
      await coll.insertMany([{ n: 1 }, { n: 2 }]);
      const seen = await take(first, 2);
      token = seen[1]!._id;
    } finally {
      await first.close();
    }
    // Written while nobody listened.
    await coll.insertMany([{ n: 3 }, { n: 4 }]);
    const resumed = coll.watch([], { resumeAfter: token });
    try {
      const missed = await take(resumed, 2);
      expect(missed.map((event) => (event as unknown as { fullDocument: { n: number } }).fullDocument.n)).toEqual([
        3, 4,
      ]);
      await coll.insertOne({ n: 5 });
      const [next] = await take(resumed, 1);
      expect((next as unknown as { fullDocument: { n: number } }).fullDocument.n).toBe(5);
    } finally {
      await resumed.close();
    }
  });

  it('a committed transaction shows all its changes; an aborted one none', async () => {
    const coll = target.db.collection('txnEvents');
    const stream = coll.watch();
    try {
      await stream.tryNext();
      const aborted = target.client.startSession();
      aborted.startTransaction();
      await coll.insertOne({ outcome: 'aborted' }, { session: aborted });
      await aborted.abortTransaction();
      await aborted.endSession();
      const session = target.client.startSession();
      await session.withTransaction(async () => {
        await coll.insertOne({ outcome: 'committed', n: 1 }, { session });
        await coll.insertOne({ outcome: 'committed', n: 2 }, { session });
      });
      await session.endSession();
      await coll.insertOne({ outcome: 'after' });
      const events = await take(stream, 3);
      expect(
        events.map((event) => (event as unknown as { fullDocument: { outcome: string } }).fullDocument.outcome),
      ).toEqual(['committed', 'committed', 'after']);
    } finally {
      await stream.close();
    }
  });

  it('dropping the collection ends its stream with drop and invalidate; startAfter the invalidate goes on', async () => {
    const coll = target.db.collection('dropped');
    await coll.insertOne({ v: 1 });
    const stream = coll.watch();
    let invalidate: Change;
    try {
      await stream.tryNext();
      await coll.drop();
      const [drop, end] = await take(stream, 2);
      expect(drop).toMatchObject({ operationType: 'drop', ns: { db: target.dbName, coll: 'dropped' } });
      expect(end!.operationType).toBe('invalidate');
      invalidate = end!;
    } finally {
      await stream.close();
    }
    const after = coll.watch([], { startAfter: invalidate._id });
    try {
      await coll.insertOne({ v: 2 });
      const [event] = await take(after, 1);
      expect(event).toMatchObject({ operationType: 'insert', fullDocument: { v: 2 } });
    } finally {
      await after.close();
    }
  });

  it('a $match and $project pipeline keeps the named fields of each event, in order, across small batches', async () => {
    // The API's live-update pipeline; a bulk insert's events are read in batches of 2.
    const stream = target.db.watch(
      [{ $match: { 'ns.coll': { $in: ['picked'] } } }, { $project: { ns: 1, operationType: 1 } }],
      { batchSize: 2 },
    );
    try {
      await stream.tryNext();
      await target.db.collection('picked').insertMany([{ n: 1 }, { n: 2 }, { n: 3 }]);
      await target.db.collection('skipped').insertOne({ n: 4 });
      await target.db.collection('picked').deleteMany({});
      const events = await take(stream, 6);
      expect(events.map((event) => event.operationType)).toEqual([
        'insert',
        'insert',
        'insert',
        'delete',
        'delete',
        'delete',
      ]);
      for (const event of events) {
        expect(Object.keys(event).sort()).toEqual(['_id', 'ns', 'operationType']);
        expect(event).toMatchObject({ ns: { db: target.dbName, coll: 'picked' } });
      }
      const tokens = events.map((event) => JSON.stringify(event._id));
      expect(new Set(tokens).size).toBe(6);
    } finally {
      await stream.close();
    }
  });

  it('a collection stream with a $project still ends with drop and invalidate after its last events', async () => {
    const coll = target.db.collection('projectedDrop');
    const stream = coll.watch([{ $project: { operationType: 1 } }]);
    try {
      await stream.tryNext();
      await coll.insertMany([{ v: 1 }, { v: 2 }]);
      await coll.drop();
      const events = await take(stream, 4);
      expect(events.map((event) => event.operationType)).toEqual(['insert', 'insert', 'drop', 'invalidate']);
      expect(Object.keys(events[0]!).sort()).toEqual(['_id', 'operationType']);
    } finally {
      await stream.close();
    }
  });
});
