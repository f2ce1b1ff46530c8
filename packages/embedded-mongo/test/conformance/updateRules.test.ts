/**
 * Update rules where an earlier version of this server answered differently from MongoDB (found by
 * running mongoose's own test suite, see conformance/ in this package).
 */
import { MongoServerError, ObjectId, type Collection, type Document } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTarget, type Target } from '../support/target.js';

async function serverError(promise: Promise<unknown>): Promise<MongoServerError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MongoServerError);
  return error as MongoServerError;
}

describe('update rules', () => {
  let target: Target;
  let people: Collection<Document>;
  beforeAll(async () => {
    target = await openTarget();
  });
  afterAll(() => target.close());
  beforeEach(async () => {
    people = target.db.collection(`people_${Math.random().toString(36).slice(2, 8)}`);
  });

  it('accepts $set of _id to the value it already has, and refuses any other value', async () => {
    const _id = new ObjectId();
    await people.insertOne({ _id, name: 'Ada' });
    const same = await people.updateOne({ _id }, { $set: { _id, name: 'Ada L.' } });
    expect(same.modifiedCount).toBe(1);
    expect(await people.findOne({ _id })).toEqual({ _id, name: 'Ada L.' });
    const other = await serverError(people.updateOne({ _id }, { $set: { _id: new ObjectId(), name: 'x' } }));
    expect(other.code).toBe(66);
    expect(await people.findOne({ _id })).toEqual({ _id, name: 'Ada L.' });
  });

  it('lets an upsert set _id through $set, and keeps an _id of null from the filter', async () => {
    await people.updateOne({ name: 'Grace' }, { $set: { _id: 'grace' as never, role: 'admiral' } }, { upsert: true });
    expect(await people.findOne({ name: 'Grace' })).toEqual({ _id: 'grace', name: 'Grace', role: 'admiral' });
    await people.updateOne({ _id: null as never }, { $set: { role: 'nobody' } }, { upsert: true });
    expect(await people.findOne({ role: 'nobody' })).toEqual({ _id: null, role: 'nobody' });
  });

  it('updates two fields of the element the query matched through one positional $', async () => {
    await people.insertOne({
      _id: 1 as never,
      pets: [
        { name: 'Rex', age: 3 },
        { name: 'Tom', age: 5 },
      ],
    });
    await people.updateOne(
      { _id: 1 as never, 'pets.name': 'Tom' },
      { $set: { 'pets.$.name': 'Thomas', 'pets.$.age': 6 } },
    );
    expect((await people.findOne({ _id: 1 as never }))?.pets).toEqual([
      { name: 'Rex', age: 3 },
      { name: 'Thomas', age: 6 },
    ]);
  });

  it('updates two fields of every element through $[] and of the filtered ones through $[id]', async () => {
    await people.insertOne({
      _id: 2 as never,
      pets: [
        { name: 'Rex', age: 3 },
        { name: 'Tom', age: 5 },
      ],
    });
    await people.updateOne({ _id: 2 as never }, { $set: { 'pets.$[].vaccinated': true, 'pets.$[].checked': 2024 } });
    await people.updateOne(
      { _id: 2 as never },
      { $set: { 'pets.$[old].age': 10, 'pets.$[old].senior': true } },
      { arrayFilters: [{ 'old.age': { $gte: 5 } }] },
    );
    expect((await people.findOne({ _id: 2 as never }))?.pets).toEqual([
      { name: 'Rex', age: 3, vaccinated: true, checked: 2024 },
      { name: 'Tom', age: 10, vaccinated: true, checked: 2024, senior: true },
    ]);
  });

  it('still reports a conflict between a positional path and its own parent path', async () => {
    await people.insertOne({ _id: 3 as never, pets: [{ name: 'Rex' }] });
    const error = await serverError(
      people.updateOne({ _id: 3 as never }, { $set: { 'pets.$[].name': 'A', 'pets.0.name': 'B' } }),
    );
    expect(error.code).toBe(40);
  });

  it('refuses $push and $addToSet onto a value that is not an array, changing nothing', async () => {
    await people.insertOne({ _id: 4 as never, score: 7 });
    const push = await serverError(people.updateOne({ _id: 4 as never }, { $push: { score: 8 } } as never));
    expect(push.code).toBe(2);
    expect(push.message).toContain("The field 'score' must be an array but is of type int");
    const addToSet = await serverError(people.updateOne({ _id: 4 as never }, { $addToSet: { score: 8 } } as never));
    expect(addToSet.code).toBe(2);
    expect(await people.findOne({ _id: 4 as never })).toEqual({ _id: 4, score: 7 });
  });

  it('refuses to create a named field inside an array or inside a number', async () => {
    await people.insertOne({ _id: 5 as never, comments: [{ body: 'hi' }], count: 1 });
    const throughArray = await serverError(
      people.updateOne({ _id: 5 as never }, { $set: { 'comments.body': 'changed' } }),
    );
    expect(throughArray.code).toBe(28);
    const inNumber = await serverError(people.updateOne({ _id: 5 as never }, { $set: { 'count.inner': 1 } }));
    expect(inNumber.code).toBe(28);
    expect(await people.findOne({ _id: 5 as never })).toEqual({ _id: 5, comments: [{ body: 'hi' }], count: 1 });
  });

  it('pulls the array elements an $or condition matches', async () => {
    await people.insertOne({
      _id: 6 as never,
      tasks: [
        { t: 'a', done: true },
        { t: 'b', done: false },
        { t: 'c', late: true },
      ],
    });
    await people.updateOne({ _id: 6 as never }, {
      $pull: { tasks: { $or: [{ done: true }, { late: true }] } },
    } as never);
    expect((await people.findOne({ _id: 6 as never }))?.tasks).toEqual([{ t: 'b', done: false }]);
  });

  it('stores $-prefixed field names given to $set, as MongoDB 5.0 and later do', async () => {
    await people.updateOne({ _id: 7 as never }, { $set: { $price: 5, 'wallet.$each': 2 } } as never, { upsert: true });
    expect(await people.findOne({ _id: 7 as never })).toEqual({ _id: 7, $price: 5, wallet: { $each: 2 } });
  });

  it('renames to a field named __proto__ as plain data without touching any prototype', async () => {
    await people.insertOne({ _id: 8 as never, hello: 'world' });
    await people.updateOne({ _id: 8 as never }, { $rename: { hello: '__proto__.polluted' } });
    const stored = await people.findOne({ _id: 8 as never });
    expect(Object.keys(stored ?? {})).toEqual(['_id', '__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses documents over 16 MiB on insert and as the result of an update', async () => {
    const big = 'x'.repeat(16 * 1024 * 1024 - 100);
    const insert = await serverError(people.insertOne({ big: big + 'x'.repeat(200) }));
    expect(insert.code).toBe(2);
    await people.insertOne({ _id: 9 as never, half: big.slice(0, 9 * 1024 * 1024) });
    const update = await serverError(
      people.updateOne({ _id: 9 as never }, { $set: { other: big.slice(0, 9 * 1024 * 1024) } }),
    );
    expect(update.code).toBeGreaterThan(0);
    expect(await people.countDocuments({ other: { $exists: true } })).toBe(0);
    expect(await people.countDocuments({ big: { $exists: true } })).toBe(0);
  });
});
