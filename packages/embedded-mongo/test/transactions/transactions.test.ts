/**
 * Multi-document transactions through the driver, as an application uses them. Runs against a real
 * replica set too (MONGODB_URI), so every expectation here is MongoDB's behaviour.
 */
import { MongoServerError, type ClientSession } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, type Target } from '../support/target.js';

describe('multi-document transactions', () => {
  let target: Target;
  beforeAll(async () => {
    target = await openTarget();
  });
  afterAll(() => target.close());

  async function withSession<T>(run: (session: ClientSession) => Promise<T>): Promise<T> {
    const session = target.client.startSession();
    try {
      return await run(session);
    } finally {
      await session.endSession();
    }
  }

  it('commits writes to several collections at once; outside readers see none of them before the commit', async () => {
    const orders = target.db.collection('orders');
    const stock = target.db.collection('stock');
    await stock.insertOne({ _id: 'widget' as never, count: 10 });
    await withSession(async (session) => {
      session.startTransaction();
      await orders.insertOne({ item: 'widget', qty: 3 }, { session });
      await stock.updateOne({ _id: 'widget' as never }, { $inc: { count: -3 } }, { session });
      // Inside: its own writes. Outside: the state before.
      expect(await orders.countDocuments({}, { session })).toBe(1);
      expect(await orders.countDocuments({})).toBe(0);
      expect((await stock.findOne({ _id: 'widget' as never }))?.count).toBe(10);
      await session.commitTransaction();
    });
    expect(await orders.countDocuments({})).toBe(1);
    expect((await stock.findOne({ _id: 'widget' as never }))?.count).toBe(7);
  });

  it('abort drops every write of the transaction', async () => {
    const notes = target.db.collection('notes');
    await withSession(async (session) => {
      session.startTransaction();
      await notes.insertMany([{ n: 1 }, { n: 2 }], { session });
      await notes.deleteMany({}, { session });
      await notes.insertOne({ n: 3 }, { session });
      await session.abortTransaction();
    });
    expect(await notes.countDocuments({})).toBe(0);
  });

  it('reads inside a transaction see one point in time, not writes committed after it began', async () => {
    const accounts = target.db.collection('accounts');
    await accounts.insertMany([
      { _id: 'a' as never, balance: 100 },
      { _id: 'b' as never, balance: 0 },
    ]);
    await withSession(async (session) => {
      session.startTransaction();
      expect((await accounts.findOne({ _id: 'a' as never }, { session }))?.balance).toBe(100);
      // Another client moves money while the transaction is open.
      await accounts.updateOne({ _id: 'a' as never }, { $inc: { balance: -40 } });
      await accounts.updateOne({ _id: 'b' as never }, { $inc: { balance: 40 } });
      const seen = await accounts.find({}, { session }).sort({ _id: 1 }).toArray();
      expect(seen.map((account) => account.balance)).toEqual([100, 0]);
      await session.abortTransaction();
    });
  });

  it('a write conflict is a TransientTransactionError, and withTransaction retries so no update is lost', async () => {
    const counters = target.db.collection('counters');
    await counters.insertOne({ _id: 'hits' as never, value: 0 });
    // Both read the counter inside their transaction, then write value + 1: a lost update unless one retries.
    let attempts = 0;
    const increment = () =>
      withSession((session) =>
        session.withTransaction(async () => {
          attempts++;
          const current = await counters.findOne({ _id: 'hits' as never }, { session });
          await new Promise((resolve) => setImmediate(resolve));
          await counters.updateOne(
            { _id: 'hits' as never },
            { $set: { value: (current?.value as number) + 1 } },
            { session },
          );
        }),
      );
    await Promise.all([increment(), increment(), increment()]);
    expect((await counters.findOne({ _id: 'hits' as never }))?.value).toBe(3);
    expect(attempts).toBeGreaterThan(3);
  });

  it('the losing transaction is told WriteConflict with the TransientTransactionError label', async () => {
    const docs = target.db.collection('conflicts');
    await docs.insertOne({ _id: 1 as never, v: 0 });
    await withSession(async (first) =>
      withSession(async (second) => {
        first.startTransaction();
        second.startTransaction();
        await docs.findOne({ _id: 1 as never }, { session: second }); // second's snapshot begins
        await docs.updateOne({ _id: 1 as never }, { $set: { v: 1 } }, { session: first });
        await first.commitTransaction();
        // MongoDB reports the conflict at the write; a server may also report it at the commit.
        const error = await docs
          .updateOne({ _id: 1 as never }, { $set: { v: 2 } }, { session: second })
          .then(() => second.commitTransaction())
          .then(
            () => undefined,
            (caught: unknown) => caught,
          );
        expect(error).toBeInstanceOf(MongoServerError);
        expect((error as MongoServerError).code).toBe(112);
        expect((error as MongoServerError).hasErrorLabel('TransientTransactionError')).toBe(true);
        await second.abortTransaction().catch(() => undefined);
      }),
    );
    expect((await docs.findOne({ _id: 1 as never }))?.v).toBe(1);
  });

  it('an error inside a transaction aborts it: the commit answers NoSuchTransaction', async () => {
    const users = target.db.collection('users');
    await users.createIndex({ email: 1 }, { unique: true });
    await users.insertOne({ email: 'a@example.com' });
    await withSession(async (session) => {
      session.startTransaction();
      await users.insertOne({ email: 'b@example.com' }, { session });
      await expect(users.insertOne({ email: 'a@example.com' }, { session })).rejects.toMatchObject({ code: 11000 });
      const error = await session.commitTransaction().then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error).toMatchObject({ code: 251 });
    });
    expect(await users.countDocuments({ email: 'b@example.com' })).toBe(0);
  });

  it('a transaction can create the collection it writes to', async () => {
    const name = 'createdInTransaction';
    await withSession((session) =>
      session.withTransaction(async () => {
        await target.db.collection(name).insertOne({ x: 1 }, { session });
      }),
    );
    expect(await target.db.collection(name).countDocuments({})).toBe(1);
  });

  it('commands a transaction cannot run are refused with OperationNotSupportedInTransaction', async () => {
    await withSession(async (session) => {
      session.startTransaction();
      await target.db.collection('any').insertOne({ a: 1 }, { session });
      const error = await target.db.command({ listCollections: 1 }, { session }).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error).toMatchObject({ code: 263 });
      await session.abortTransaction().catch(() => undefined);
    });
  });

  it('retryable writes (the driver default on a replica set) are applied once', async () => {
    const events = target.db.collection('events');
    await events.insertOne({ kind: 'retryable' });
    await events.updateOne({ kind: 'retryable' }, { $inc: { seen: 1 } });
    expect(await events.findOne({ kind: 'retryable' })).toMatchObject({ seen: 1 });
  });
});
