/**
 * Query and projection rules where an earlier version of this server answered differently from
 * MongoDB (found by running mongoose's own test suite, see conformance/ in this package).
 */
import {
  Binary,
  DBRef,
  Double,
  Int32,
  Long,
  MongoServerError,
  ObjectId,
  type Collection,
  type Document,
} from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTarget, type Target } from '../support/target.js';

describe('query rules', () => {
  let target: Target;
  let things: Collection<Document>;
  beforeAll(async () => {
    target = await openTarget();
  });
  afterAll(() => target.close());
  beforeEach(async () => {
    things = target.db.collection(`things_${Math.random().toString(36).slice(2, 8)}`);
  });

  const ids = async (filter: Document): Promise<unknown[]> =>
    (await things.find(filter, { sort: { _id: 1 }, projection: { _id: 1 } }).toArray()).map((doc) => doc._id);

  it('$type tells int32 from doubles (integral ones too) and knows ObjectId, BinData, Long and arrays', async () => {
    await things.insertMany([
      { _id: 1, v: new Int32(42) },
      { _id: 2, v: new Double(42) },
      { _id: 3, v: 42.5 },
      { _id: 4, v: new ObjectId() },
      { _id: 5, v: new Binary(Buffer.from('abc')) },
      { _id: 6, v: Long.fromNumber(7) },
      { _id: 7, v: ['text', new Int32(1)] },
    ] as never[]);
    expect(await ids({ v: { $type: 'int' } })).toEqual([1, 7]);
    expect(await ids({ v: { $type: 'double' } })).toEqual([2, 3]);
    expect(await ids({ v: { $type: 'objectId' } })).toEqual([4]);
    expect(await ids({ v: { $type: 'binData' } })).toEqual([5]);
    expect(await ids({ v: { $type: 'long' } })).toEqual([6]);
    expect(await ids({ v: { $type: 'number' } })).toEqual([1, 2, 3, 6, 7]);
    expect(await ids({ v: { $type: ['array'] } })).toEqual([7]);
    expect(await ids({ v: { $type: 2 } })).toEqual([7]);
  });

  it('$all matches a field holding a single value like a list of equalities', async () => {
    await things.insertMany([
      { _id: 1, tag: 'red' },
      { _id: 2, tag: ['red', 'blue'] },
      { _id: 3, tag: 'blue' },
    ] as never[]);
    expect(await ids({ tag: { $all: ['red'] } })).toEqual([1, 2]);
    expect(await ids({ tag: { $all: ['red', 'blue'] } })).toEqual([2]);
    expect(await ids({ tag: { $all: [] } })).toEqual([]);
  });

  it('orders BinData by length, then subtype, then bytes for $gt/$lt', async () => {
    await things.insertMany([
      { _id: 1, data: new Binary(Buffer.from('zz')) },
      { _id: 2, data: new Binary(Buffer.from('aaa')) },
      { _id: 3, data: new Binary(Buffer.from('aaaa')) },
    ] as never[]);
    expect(await ids({ data: { $gt: new Binary(Buffer.from('zz')) } })).toEqual([2, 3]);
    expect(await ids({ data: { $lte: new Binary(Buffer.from('aab')) } })).toEqual([1, 2]);
  });

  it('applies the $bits operators to BinData fields (bit 0 is the low bit of the first byte)', async () => {
    await things.insertOne({ _id: 1, flags: new Binary(Buffer.from([0b00010001, 0])) } as never);
    expect(await ids({ flags: { $bitsAllSet: [0, 4] } })).toEqual([1]);
    expect(await ids({ flags: { $bitsAnySet: [8, 9] } })).toEqual([]);
    expect(await ids({ flags: { $bitsAllClear: 0b1110 } })).toEqual([1]);
    expect(await ids({ flags: { $bitsAnyClear: new Binary(Buffer.from([0b11])) } })).toEqual([1]);
  });

  it('matches DBRef fields inside $elemMatch', async () => {
    const member = new ObjectId();
    await things.insertMany([
      { _id: 1, members: [new DBRef('users', member, 'app')] },
      { _id: 2, members: [new DBRef('users', new ObjectId(), 'app')] },
    ] as never[]);
    expect(await ids({ members: { $elemMatch: { $id: member } } })).toEqual([1]);
  });

  it('takes ICU locale ids such as en_US in a collation', async () => {
    await things.insertMany([
      { _id: 1, name: 'Émile' },
      { _id: 2, name: 'emile' },
      { _id: 3, name: 'other' },
    ] as never[]);
    const found = await things
      .find({ name: 'EMILE' }, { collation: { locale: 'en_US', strength: 1 }, sort: { _id: 1 } })
      .toArray();
    expect(found.map((doc) => doc._id)).toEqual([1, 2]);
  });

  it('refuses an unknown query operator even when the collection does not exist', async () => {
    const missing = target.db.collection('never_created');
    const error = await missing
      .find({ a: { $notAnOperator: 1 } })
      .toArray()
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(MongoServerError);
    expect((error as MongoServerError).code).toBe(2);
  });

  it('returns aggregate results in the order of a hinted index and refuses a hint without index', async () => {
    await things.createIndex({ qty: -1, name: -1 });
    await things.insertMany([
      { name: 'Andrew', qty: 4 },
      { name: 'Betty', qty: 5 },
      { name: 'Charlie', qty: 4 },
    ]);
    const hinted = await things.aggregate([{ $match: {} }], { hint: { qty: -1, name: -1 } }).toArray();
    expect(hinted.map((doc) => doc.name)).toEqual(['Betty', 'Charlie', 'Andrew']);
    const error = await things
      .aggregate([{ $match: {} }], { hint: { nope: 1 } })
      .toArray()
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect((error as MongoServerError).code).toBe(2);
  });
});

describe('projection rules', () => {
  let target: Target;
  let posts: Collection<Document>;
  beforeAll(async () => {
    target = await openTarget();
    posts = target.db.collection('posts');
    await posts.insertOne({
      _id: 1,
      title: 'T',
      numbers: [1, 2, 3, 4],
      ids: ['a', 'b', 'c'],
      attrs: [
        { g: 'x', n: 1 },
        { g: 'y', n: 2 },
      ],
    } as never);
  });
  afterAll(() => target.close());

  it('$slice alone keeps every other field', async () => {
    expect(await posts.findOne({ _id: 1 as never }, { projection: { numbers: { $slice: -2 } } })).toEqual({
      _id: 1,
      title: 'T',
      numbers: [3, 4],
      ids: ['a', 'b', 'c'],
      attrs: [
        { g: 'x', n: 1 },
        { g: 'y', n: 2 },
      ],
    });
  });

  it('$slice next to an exclusion excludes and slices; next to an inclusion includes only those', async () => {
    expect(
      await posts.findOne({ _id: 1 as never }, { projection: { numbers: { $slice: [1, 2] }, ids: 0, attrs: 0 } }),
    ).toEqual({
      _id: 1,
      title: 'T',
      numbers: [2, 3],
    });
    expect(await posts.findOne({ _id: 1 as never }, { projection: { numbers: { $slice: 1 }, title: 1 } })).toEqual({
      _id: 1,
      title: 'T',
      numbers: [1],
    });
  });

  it('$elemMatch with operators on the elements keeps the first matching element only', async () => {
    expect(
      await posts.findOne({ _id: 1 as never }, { projection: { ids: { $elemMatch: { $in: ['c', 'b'] } } } }),
    ).toEqual({ _id: 1, ids: ['b'] });
    expect(
      await posts.findOne({ _id: 1 as never }, { projection: { numbers: { $elemMatch: { $gte: 3 } }, title: 1 } }),
    ).toEqual({
      _id: 1,
      title: 'T',
      numbers: [3],
    });
    expect(await posts.findOne({ _id: 1 as never }, { projection: { attrs: { $elemMatch: { g: 'y' } } } })).toEqual({
      _id: 1,
      attrs: [{ g: 'y', n: 2 }],
    });
    expect(await posts.findOne({ _id: 1 as never }, { projection: { attrs: { $elemMatch: { g: 'none' } } } })).toEqual({
      _id: 1,
    });
  });
});
