import type { Collection } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, type Target } from '../support/target.js';

describe('aggregate', () => {
  let target: Target;
  let orders: Collection;
  let customers: Collection;

  beforeAll(async () => {
    target = await openTarget();
    orders = target.db.collection('orders');
    customers = target.db.collection('customers');
    await customers.insertMany([
      { _id: 'c1', name: 'Ada' },
      { _id: 'c2', name: 'Grace' },
    ] as never[]);
    await orders.insertMany([
      {
        _id: 1,
        customer: 'c1',
        items: [
          { sku: 'a', qty: 2 },
          { sku: 'b', qty: 1 },
        ],
        total: 30,
      },
      { _id: 2, customer: 'c2', items: [{ sku: 'a', qty: 5 }], total: 50 },
      { _id: 3, customer: 'c1', items: [], total: 5 },
    ] as never[]);
  });
  afterAll(() => target.close());

  it('runs $match, $group, $sort, $skip, $limit and $project', async () => {
    const totals = await orders
      .aggregate([
        { $match: { total: { $gte: 5 } } },
        { $group: { _id: '$customer', sum: { $sum: '$total' }, count: { $sum: 1 } } },
        { $sort: { sum: -1 } },
        { $skip: 0 },
        { $limit: 5 },
        { $project: { _id: 0, customer: '$_id', sum: 1, count: 1 } },
      ])
      .toArray();
    expect(totals).toEqual([
      { sum: 50, count: 1, customer: 'c2' },
      { sum: 35, count: 2, customer: 'c1' },
    ]);
  });

  it('runs $unwind, $set/$addFields, $lookup and $count', async () => {
    const lines = await orders
      .aggregate([
        { $unwind: '$items' },
        { $set: { line: { $concat: ['$customer', '-', '$items.sku'] } } },
        { $addFields: { doubled: { $multiply: ['$items.qty', 2] } } },
        { $lookup: { from: 'customers', localField: 'customer', foreignField: '_id', as: 'who' } },
        { $project: { _id: 0, line: 1, doubled: 1, name: { $first: '$who.name' } } },
        { $sort: { line: 1 } },
      ])
      .toArray();
    expect(lines).toEqual([
      { line: 'c1-a', doubled: 4, name: 'Ada' },
      { line: 'c1-b', doubled: 2, name: 'Ada' },
      { line: 'c2-a', doubled: 10, name: 'Grace' },
    ]);
    expect(await orders.aggregate([{ $match: { customer: 'c1' } }, { $count: 'n' }]).toArray()).toEqual([{ n: 2 }]);
    expect(await orders.countDocuments({ total: { $gt: 10 } })).toBe(2);
    expect(await orders.countDocuments({ total: { $gt: 1000 } })).toBe(0);
  });

  it('never changes stored documents', async () => {
    const before = await orders.find({}).sort({ _id: 1 }).toArray();
    await orders
      .aggregate([{ $unwind: '$items' }, { $set: { 'items.qty': 0, total: -1 } }, { $project: { items: 1 } }])
      .toArray();
    await orders.aggregate([{ $match: {} }, { $addFields: { customer: 'changed' } }]).toArray();
    await orders.find({}, { projection: { items: { $slice: 1 }, total: 1 } }).toArray();
    await orders.find({}, { projection: { items: { $elemMatch: { sku: 'a' } } } }).toArray();
    await orders
      .aggregate([
        { $lookup: { from: 'orders', localField: 'customer', foreignField: 'customer', as: 'siblings' } },
        { $set: { 'siblings.total': 0 } },
      ])
      .toArray();
    expect(await orders.find({}).sort({ _id: 1 }).toArray()).toEqual(before);
  });

  it('pages large results through a cursor', async () => {
    const many = target.db.collection('manyRows');
    await many.insertMany(Array.from({ length: 300 }, (_, i) => ({ i })));
    const rows = await many.aggregate([{ $sort: { i: -1 } }], { batchSize: 50 }).toArray();
    expect(rows).toHaveLength(300);
    expect(rows[0]?.i).toBe(299);
  });

  it('rejects unknown stages with an error', async () => {
    const error = await orders
      .aggregate([{ $notAStage: {} }])
      .toArray()
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 40324 });
  });
});
