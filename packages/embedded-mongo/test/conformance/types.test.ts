import { Binary, Decimal128, Double, Int32, Long, ObjectId, UUID, type Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, type Target } from '../support/target.js';

describe('type round trips', () => {
  let target: Target;
  beforeAll(async () => {
    target = await openTarget();
  });
  afterAll(() => target.close());

  const sample = (): Document => ({
    _id: new ObjectId(),
    int: new Int32(7),
    double: new Double(7),
    fraction: 2.5,
    long: Long.fromString('9007199254740993'),
    smallLong: Long.fromNumber(5),
    decimal: Decimal128.fromString('1234.5678901234567890'),
    date: new Date('2024-03-01T12:34:56.789Z'),
    binary: new Binary(Buffer.from([1, 2, 3, 250]), 0),
    uuid: new UUID('f48f0da7-6088-4db3-9d62-e7e842f9e5a8'),
    string: 'héllo ✓',
    bool: false,
    nil: null,
    array: [1, 'two', [3, new Int32(4)], { five: 5 }],
    nested: { deeper: { deepest: [new Date(0), new ObjectId('65f0c0ffee0000000000abcd')] } },
    regex: /ab+c/i,
  });

  it('stores and returns every BSON type unchanged', async () => {
    const collection = target.db.collection('types');
    const doc = sample();
    await collection.insertOne(doc);
    const raw = await collection.findOne({ _id: doc._id }, { promoteValues: false, promoteLongs: false });
    expect(raw).not.toBeNull();
    expect(raw?.int).toBeInstanceOf(Int32);
    expect(raw?.double).toBeInstanceOf(Double);
    expect(raw?.fraction).toEqual(new Double(2.5));
    expect(raw?.long).toEqual(doc.long);
    expect(raw?.smallLong).toBeInstanceOf(Long);
    expect(raw?.decimal.toString()).toBe('1234.5678901234567890');
    expect(raw?.binary).toBeInstanceOf(Binary);
    expect(Buffer.from((raw?.binary as Binary).buffer)).toEqual(Buffer.from([1, 2, 3, 250]));
    expect((raw?.uuid as Binary).sub_type).toBe(4);

    const promoted = await collection.findOne({ _id: doc._id });
    expect(promoted).toMatchObject({
      int: 7,
      double: 7,
      fraction: 2.5,
      string: 'héllo ✓',
      bool: false,
      nil: null,
      array: [1, 'two', [3, 4], { five: 5 }],
    });
    expect(promoted?.date).toEqual(doc.date);
    expect(promoted?.nested).toEqual(doc.nested);
    expect(promoted?.regex).toEqual(/ab+c/i);
  });

  it('keeps types through updates of other fields', async () => {
    const collection = target.db.collection('typesUpdated');
    const doc = sample();
    await collection.insertOne(doc);
    await collection.updateOne({ _id: doc._id }, { $set: { string: 'changed' }, $inc: { smallLong: 1, double: 1 } });
    const raw = await collection.findOne({ _id: doc._id }, { promoteValues: false });
    expect(raw?.smallLong).toEqual(Long.fromNumber(6));
    expect(raw?.double).toEqual(new Double(8));
    expect(raw?.int).toEqual(new Int32(7));
    expect(raw?.decimal.toString()).toBe('1234.5678901234567890');
  });

  it('compares numbers across int, double, long and decimal', async () => {
    const collection = target.db.collection('numbers');
    await collection.insertMany([
      { k: 'int', v: new Int32(10) },
      { k: 'double', v: new Double(10.5) },
      { k: 'long', v: Long.fromNumber(11) },
      { k: 'decimal', v: Decimal128.fromString('9.5') },
    ]);
    expect(
      (
        await collection
          .find({ v: { $gte: 10 } })
          .sort({ v: 1 })
          .toArray()
      ).map((doc) => doc.k),
    ).toEqual(['int', 'double', 'long']);
    expect((await collection.findOne({ v: 11 }))?.k).toBe('long');
    expect((await collection.findOne({ v: Long.fromNumber(10) }))?.k).toBe('int');
    expect((await collection.find({}).sort({ v: -1 }).toArray()).map((doc) => doc.k)).toEqual([
      'long',
      'double',
      'int',
      'decimal',
    ]);
  });

  it('queries by ObjectId, Date ranges and nested fields', async () => {
    const collection = target.db.collection('queries');
    const id = new ObjectId();
    await collection.insertMany([
      { _id: id, at: new Date('2024-01-01'), meta: { tags: ['x', 'y'] } },
      { at: new Date('2025-01-01'), meta: { tags: ['z'] } },
    ]);
    expect((await collection.findOne({ _id: new ObjectId(id.toHexString()) }))?._id).toEqual(id);
    expect(await collection.countDocuments({ at: { $lt: new Date('2024-06-01') } })).toBe(1);
    expect(await collection.countDocuments({ 'meta.tags': 'z' })).toBe(1);
    expect(await collection.countDocuments({ 'meta.tags': { $all: ['x', 'y'] } })).toBe(1);
  });
});
