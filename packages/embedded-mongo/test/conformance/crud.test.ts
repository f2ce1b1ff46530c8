import { MongoBulkWriteError, type Collection, type Document } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTarget, type Target } from '../support/target.js';

describe('insert, find, getMore, killCursors', () => {
  let target: Target;
  let items: Collection;
  beforeAll(async () => {
    target = await openTarget();
  });
  afterAll(() => target.close());
  beforeEach(async () => {
    items = target.db.collection(`items_${Math.random().toString(36).slice(2, 8)}`);
  });

  it('inserts with generated ObjectIds placed first and reports the count', async () => {
    const result = await items.insertMany([{ name: 'a' }, { name: 'b', _id: 'custom' as never }]);
    expect(result.insertedCount).toBe(2);
    const stored = await items.find({}).toArray();
    expect(Object.keys(stored[0] as Document)[0]).toBe('_id');
    expect(stored[1]?._id).toBe('custom');
  });

  it('ordered inserts stop at the first duplicate; unordered ones continue', async () => {
    const ordered = await items
      .insertMany([{ _id: 1 }, { _id: 1 }, { _id: 2 }] as never[])
      .catch((error: unknown) => error);
    expect(ordered).toBeInstanceOf(MongoBulkWriteError);
    expect((ordered as MongoBulkWriteError).insertedCount).toBe(1);
    expect((ordered as MongoBulkWriteError).writeErrors).toMatchObject([{ index: 1, code: 11000 }]);
    const unordered = await items
      .insertMany([{ _id: 3 }, { _id: 1 }, { _id: 4 }] as never[], { ordered: false })
      .catch((error: unknown) => error as MongoBulkWriteError);
    expect((unordered as MongoBulkWriteError).insertedCount).toBe(2);
    expect(await items.countDocuments()).toBe(3);
  });

  it('finds with filter, sort, skip, limit and projection', async () => {
    await items.insertMany(
      Array.from({ length: 20 }, (_, i) => ({ i, even: i % 2 === 0, tags: [`t${i % 3}`], nested: { v: 20 - i } })),
    );
    const page = await items
      .find({ even: true }, { projection: { _id: 0, i: 1, 'nested.v': 1 } })
      .sort({ i: -1 })
      .skip(2)
      .limit(3)
      .toArray();
    expect(page).toEqual([
      { i: 14, nested: { v: 6 } },
      { i: 12, nested: { v: 8 } },
      { i: 10, nested: { v: 10 } },
    ]);
    const excluded = await items.findOne({ i: 3 }, { projection: { nested: 0, tags: 0 } });
    expect(Object.keys(excluded ?? {}).sort()).toEqual(['_id', 'even', 'i']);
    expect(await items.countDocuments({ tags: 't1' })).toBe(7);
    expect(await items.countDocuments({ i: { $in: [1, 2, 99] } })).toBe(2);
    expect(await items.countDocuments({ $or: [{ i: { $lt: 2 } }, { 'nested.v': { $lte: 1 } }] })).toBe(3);
    const sliced = await items.findOne({ i: 0 }, { projection: { tags: { $slice: 1 }, _id: 0, i: 1 } });
    expect(sliced).toEqual({ i: 0, tags: ['t0'] });
  });

  it('sorts across types and by several keys', async () => {
    await items.insertMany([{ k: 'b', n: 2 }, { k: 'a', n: 2 }, { k: null, n: 1 }, { n: 3 }, { k: 5, n: 0 }]);
    const order = await items
      .find({}, { projection: { _id: 0 } })
      .sort({ k: 1, n: -1 })
      .toArray();
    expect(order.map((doc) => doc.k ?? null)).toEqual([null, null, 5, 'a', 'b']);
    const byN = await items.find({}).sort({ n: -1, k: 1 }).limit(2).toArray();
    expect(byN.map((doc) => doc.n)).toEqual([3, 2]);
  });

  it('sorts with skip and limit over many documents', async () => {
    const values = Array.from({ length: 500 }, (_, i) => (i * 7919) % 503);
    await items.insertMany(values.map((v, i) => ({ v, bucket: v % 5, i })));
    const top = await items
      .find({}, { projection: { _id: 0, v: 1 } })
      .sort({ v: -1 })
      .skip(3)
      .limit(7)
      .toArray();
    expect(top.map((doc) => doc.v)).toEqual([...values].sort((a, b) => b - a).slice(3, 10));
    const byBucket = await items.find({ bucket: 2 }).sort({ bucket: 1, v: 1 }).limit(5).toArray();
    expect(byBucket.map((doc) => doc.v)).toEqual(
      values
        .filter((v) => v % 5 === 2)
        .sort((a, b) => a - b)
        .slice(0, 5),
    );
  });

  it('pages past 101 documents with getMore', async () => {
    await items.insertMany(Array.from({ length: 250 }, (_, i) => ({ i })));
    const all = await items.find({}).sort({ i: 1 }).toArray();
    expect(all).toHaveLength(250);
    expect(all.map((doc) => doc.i)).toEqual(Array.from({ length: 250 }, (_, i) => i));

    const first = await target.db.command({ find: items.collectionName, filter: {} });
    expect(first.cursor.firstBatch).toHaveLength(101);
    const more = await target.db.command({
      getMore: first.cursor.id,
      collection: items.collectionName,
      batchSize: 100,
    });
    expect(more.cursor.nextBatch).toHaveLength(100);
    const rest = await target.db.command({ getMore: first.cursor.id, collection: items.collectionName });
    expect(rest.cursor.nextBatch).toHaveLength(49);
    expect(Number(rest.cursor.id)).toBe(0);
  });

  it('honours batchSize and singleBatch, and kills cursors', async () => {
    await items.insertMany(Array.from({ length: 30 }, (_, i) => ({ i })));
    const batched = await target.db.command({ find: items.collectionName, batchSize: 10 });
    expect(batched.cursor.firstBatch).toHaveLength(10);
    const killed = await target.db.command({ killCursors: items.collectionName, cursors: [batched.cursor.id] });
    expect(killed.cursorsKilled).toHaveLength(1);
    const gone = await target.db
      .command({ getMore: batched.cursor.id, collection: items.collectionName })
      .catch((error: unknown) => error);
    expect(gone).toMatchObject({ code: 43, codeName: 'CursorNotFound' });

    const single = await target.db.command({ find: items.collectionName, batchSize: 5, singleBatch: true });
    expect(single.cursor.firstBatch).toHaveLength(5);
    expect(Number(single.cursor.id)).toBe(0);

    const cursor = items.find({}).batchSize(7);
    expect((await cursor.next())?.i).toBe(0);
    await cursor.close();
  });

  it('returns the current version of each document on every read, whole or projected', async () => {
    const numbered = target.db.collection<{ _id: number; n: number; nested?: { tag: string } }>(items.collectionName);
    await numbered.insertMany(Array.from({ length: 5 }, (_, i) => ({ _id: i, n: i, nested: { tag: `t${i}` } })));
    const read = async (): Promise<Document[]> => numbered.find({}).sort({ _id: 1 }).toArray();
    const first = await read();
    (first[0] as Document).n = 'changed by the client';
    (first[0]?.nested as Document).tag = 'changed too';
    expect(await read()).toEqual(Array.from({ length: 5 }, (_, i) => ({ _id: i, n: i, nested: { tag: `t${i}` } })));

    await numbered.updateOne({ _id: 1 }, { $set: { 'nested.tag': 'updated' } });
    await numbered.replaceOne({ _id: 2 }, { n: 20 });
    await numbered.findOneAndUpdate({ _id: 3 }, { $inc: { n: 10 } });
    await numbered.deleteOne({ _id: 4 });
    const expected = [
      { _id: 0, n: 0, nested: { tag: 't0' } },
      { _id: 1, n: 1, nested: { tag: 'updated' } },
      { _id: 2, n: 20 },
      { _id: 3, n: 13, nested: { tag: 't3' } },
    ];
    expect(await read()).toEqual(expected);
    expect(
      await items
        .find({}, { projection: { n: 1 } })
        .sort({ _id: 1 })
        .toArray(),
    ).toEqual(expected.map(({ _id, n }) => ({ _id, n })));
    expect(await items.aggregate([{ $sort: { _id: -1 } }, { $limit: 1 }]).toArray()).toEqual([expected[3]]);
  });

  it('counts with the count command and finds distinct values', async () => {
    await items.insertMany([{ c: 'x', a: [1, 2] }, { c: 'y', a: [2, 3] }, { c: 'x' }]);
    expect(await items.estimatedDocumentCount()).toBe(3);
    const counted = await target.db.command({ count: items.collectionName, query: { c: 'x' } });
    expect(counted.n).toBe(2);
    expect((await items.distinct('c')).sort()).toEqual(['x', 'y']);
    expect((await items.distinct('a')).sort()).toEqual([1, 2, 3]);
    expect(await items.distinct('a', { c: 'y' })).toEqual([2, 3]);
    expect(await target.db.collection('missingCollection').countDocuments()).toBe(0);
    expect(await target.db.collection('missingCollection').find({}).toArray()).toEqual([]);
  });
});

describe('update, delete, findAndModify', () => {
  let target: Target;
  let items: Collection;
  beforeAll(async () => {
    target = await openTarget();
  });
  afterAll(() => target.close());
  beforeEach(async () => {
    items = target.db.collection(`writes_${Math.random().toString(36).slice(2, 8)}`);
    await items.insertMany([
      {
        _id: 1,
        name: 'a',
        qty: 1,
        grades: [80, 95, 100],
        items: [
          { k: 'x', v: 1 },
          { k: 'y', v: 2 },
        ],
      },
      { _id: 2, name: 'b', qty: 5, grades: [70], items: [] },
      { _id: 3, name: 'c', qty: 10, grades: [], items: [{ k: 'x', v: 3 }] },
    ] as never[]);
  });

  it('updates one or many and reports matched/modified counts', async () => {
    const one = await items.updateOne({ qty: { $gte: 5 } }, { $set: { flag: true } });
    expect(one).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    const many = await items.updateMany({}, { $inc: { qty: 1 }, $set: { flag: true } });
    expect(many).toMatchObject({ matchedCount: 3, modifiedCount: 3 });
    const unchanged = await items.updateMany({}, { $set: { flag: true } });
    expect(unchanged).toMatchObject({ matchedCount: 3, modifiedCount: 0 });
    expect((await items.findOne({ _id: 3 as never }))?.qty).toBe(11);
  });

  it('applies the common update operators', async () => {
    await items.updateOne({ _id: 1 as never }, {
      $push: { grades: 60 },
      $unset: { name: '' },
      $rename: { qty: 'quantity' },
      $currentDate: { touched: true },
      $max: { best: 7 },
    } as Document);
    await items.updateOne({ _id: 1 as never }, {
      $pull: { grades: { $gte: 95 } },
      $addToSet: { tags: 'new' },
      $mul: { quantity: 3 },
    } as Document);
    const doc = await items.findOne({ _id: 1 as never });
    expect(doc).toMatchObject({ grades: [80, 60], quantity: 3, best: 7, tags: ['new'] });
    expect(doc?.name).toBeUndefined();
    expect(doc?.touched).toBeInstanceOf(Date);
  });

  it('supports arrayFilters, the positional operator and pipeline updates', async () => {
    await items.updateOne({ _id: 1 as never }, { $set: { 'items.$[it].v': 9 } }, { arrayFilters: [{ 'it.k': 'x' }] });
    await items.updateOne({ _id: 3 as never, 'items.k': 'x' }, { $inc: { 'items.$.v': 100 } });
    await items.updateMany({}, [{ $set: { total: { $add: ['$qty', 1] }, label: { $concat: ['n-', '$name'] } } }]);
    const docs = await items.find({}).sort({ _id: 1 }).toArray();
    expect(docs[0]?.items).toEqual([
      { k: 'x', v: 9 },
      { k: 'y', v: 2 },
    ]);
    expect(docs[2]?.items).toEqual([{ k: 'x', v: 103 }]);
    expect(docs.map((doc) => doc.total)).toEqual([2, 6, 11]);
    expect(docs[1]?.label).toBe('n-b');
  });

  it('replaces whole documents keeping _id, and refuses to change _id', async () => {
    const replaced = await items.replaceOne({ _id: 2 as never }, { name: 'B', replaced: true });
    expect(replaced.modifiedCount).toBe(1);
    expect(await items.findOne({ _id: 2 as never })).toEqual({ _id: 2, name: 'B', replaced: true });
    const error = await items.updateOne({ _id: 2 as never }, { $set: { _id: 99 } }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 66 });
  });

  it('upserts: seeds from the filter, applies $setOnInsert only on insert', async () => {
    const inserted = await items.updateOne(
      { name: 'z', 'meta.kind': 'auto' },
      { $set: { qty: 1 }, $setOnInsert: { createdBy: 'upsert' } },
      { upsert: true },
    );
    expect(inserted.upsertedCount).toBe(1);
    expect(inserted.upsertedId).toBeDefined();
    const created = await items.findOne({ _id: inserted.upsertedId as never });
    expect(created).toMatchObject({ name: 'z', meta: { kind: 'auto' }, qty: 1, createdBy: 'upsert' });

    const again = await items.updateOne(
      { name: 'z' },
      { $set: { qty: 2 }, $setOnInsert: { createdBy: 'changed' } },
      { upsert: true },
    );
    expect(again).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
    expect((await items.findOne({ name: 'z' }))?.createdBy).toBe('upsert');

    const withId = await items.updateOne({ _id: 50 as never }, { $inc: { qty: 5 } }, { upsert: true });
    expect(withId.upsertedId).toBe(50);
    const replacement = await items.replaceOne({ name: 'r' }, { name: 'r', replaced: true }, { upsert: true });
    expect(replacement.upsertedCount).toBe(1);
    expect(await items.countDocuments()).toBe(6);
  });

  it('deletes one or many', async () => {
    expect((await items.deleteOne({ qty: { $gt: 0 } })).deletedCount).toBe(1);
    expect((await items.deleteMany({ qty: { $gt: 0 } })).deletedCount).toBe(2);
    expect((await items.deleteMany({})).deletedCount).toBe(0);
  });

  it('findAndModify returns the old or new document, upserts, removes, sorts and projects', async () => {
    const before = await items.findOneAndUpdate(
      { qty: { $gt: 0 } },
      { $inc: { qty: 1 } },
      { sort: { qty: -1 }, returnDocument: 'before' },
    );
    expect(before).toMatchObject({ _id: 3, qty: 10 });
    const after = await items.findOneAndUpdate(
      { _id: 3 as never },
      { $inc: { qty: 1 } },
      { returnDocument: 'after', projection: { qty: 1 } },
    );
    expect(after).toEqual({ _id: 3, qty: 12 });
    const upserted = await items.findOneAndUpdate(
      { name: 'new' },
      { $setOnInsert: { qty: 0 } },
      { upsert: true, returnDocument: 'after', includeResultMetadata: true },
    );
    expect(upserted.value).toMatchObject({ name: 'new', qty: 0 });
    expect(upserted.lastErrorObject).toMatchObject({ n: 1, updatedExisting: false });
    expect(upserted.lastErrorObject?.upserted).toBeDefined();
    const replaced = await items.findOneAndReplace({ _id: 2 as never }, { name: 'two' }, { returnDocument: 'after' });
    expect(replaced).toEqual({ _id: 2, name: 'two' });
    const removed = await items.findOneAndDelete({}, { sort: { _id: 1 } });
    expect(removed?._id).toBe(1);
    expect(await items.findOneAndDelete({ _id: 999 as never })).toBeNull();
    expect(await items.findOneAndUpdate({ _id: 999 as never }, { $set: { a: 1 } })).toBeNull();
  });
});

describe('collation and nested updates', () => {
  let target: Target;
  beforeAll(async () => {
    target = await openTarget();
  });
  afterAll(() => target.close());

  it('matches and sorts strings case-insensitively with a strength-2 collation', async () => {
    const names = target.db.collection('names');
    await names.insertMany([{ n: 'bob' }, { n: 'Alice' }, { n: 'alice' }, { n: 'Carol' }]);
    const collation = { locale: 'en', strength: 2 };
    expect(await names.countDocuments({ n: 'ALICE' }, { collation })).toBe(2);
    const sorted = await names
      .find({}, { collation, projection: { _id: 0 } })
      .sort({ n: 1 })
      .toArray();
    expect(sorted.map((doc) => doc.n.toLowerCase())).toEqual(['alice', 'alice', 'bob', 'carol']);
  });

  it('creates, changes and removes nested fields', async () => {
    const nested = target.db.collection('nested');
    await nested.insertOne({ _id: 1, profile: { name: 'a', stats: { visits: 1 } }, list: [{ v: 1 }] } as never);
    await nested.updateOne(
      { _id: 1 as never },
      {
        $set: { 'profile.stats.last': 'today', 'settings.theme': 'dark', 'list.0.v': 5 },
        $inc: { 'profile.stats.visits': 2, fresh: 1 },
      },
    );
    await nested.updateOne({ _id: 1 as never }, { $unset: { 'profile.name': '', 'missing.deep': '' } });
    expect(await nested.findOne({ _id: 1 as never })).toEqual({
      _id: 1,
      profile: { stats: { visits: 3, last: 'today' } },
      list: [{ v: 5 }],
      settings: { theme: 'dark' },
      fresh: 1,
    });
    const conflict = await nested
      .updateOne({ _id: 1 as never }, { $set: { profile: {} }, $inc: { 'profile.stats.visits': 1 } })
      .catch((error: unknown) => error);
    expect(conflict).toMatchObject({ code: 40 });
  });
});
