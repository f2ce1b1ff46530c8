import type { Collection, Document } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTarget, type Target } from '../support/target.js';

const duplicate = { code: 11000 };

describe('indexes', () => {
  let target: Target;
  let people: Collection;
  beforeAll(async () => {
    target = await openTarget();
  });
  afterAll(() => target.close());
  beforeEach(async () => {
    people = target.db.collection(`people_${Math.random().toString(36).slice(2, 8)}`);
  });

  it('creates, lists and drops indexes', async () => {
    const name = await people.createIndex({ email: 1 }, { unique: true });
    expect(name).toBe('email_1');
    await people.createIndex({ last: 1, first: -1 }, { name: 'by_name' });
    expect(await people.createIndex({ email: 1 }, { unique: true })).toBe('email_1');
    const listed = await people.listIndexes().toArray();
    expect(listed.map((index) => index.name)).toEqual(['_id_', 'email_1', 'by_name']);
    expect(listed[1]).toMatchObject({ key: { email: 1 }, unique: true, v: 2 });
    expect(listed[2]).toMatchObject({ key: { last: 1, first: -1 } });

    await people.dropIndex('by_name');
    expect((await people.indexes()).map((index) => index.name)).toEqual(['_id_', 'email_1']);
    expect(await people.dropIndex('nope').catch((error: unknown) => error)).toMatchObject({
      code: 27,
      codeName: 'IndexNotFound',
    });
    expect(await people.dropIndex('_id_').catch((error: unknown) => error)).toMatchObject({ code: 72 });
    await people.dropIndexes();
    expect((await people.indexes()).map((index) => index.name)).toEqual(['_id_']);
    expect(
      await target.db
        .collection('noSuchCollection')
        .indexes()
        .catch((error: unknown) => error),
    ).toMatchObject({ code: 26 });
  });

  it('refuses a same-name index with different options', async () => {
    await people.createIndex({ a: 1 }, { name: 'a_idx' });
    expect(
      await people.createIndex({ a: 1 }, { name: 'a_idx', unique: true }).catch((error: unknown) => error),
    ).toMatchObject({ code: 85 });
    expect(await people.createIndex({ b: 1 }, { name: 'a_idx' }).catch((error: unknown) => error)).toMatchObject({
      code: 86,
    });
  });

  it('enforces a unique index on insert, update, upsert and findAndModify with the E11000 shape', async () => {
    await people.createIndex({ email: 1 }, { unique: true });
    await people.insertMany([{ email: 'a@x.io' }, { email: 'b@x.io' }]);

    const onInsert = await people.insertOne({ email: 'a@x.io' }).catch((error: unknown) => error);
    expect(onInsert).toMatchObject({ ...duplicate, keyPattern: { email: 1 }, keyValue: { email: 'a@x.io' } });
    expect((onInsert as Error).message).toBe(
      `E11000 duplicate key error collection: ${target.dbName}.${people.collectionName} index: email_1 dup key: { email: "a@x.io" }`,
    );
    const onUpdate = await people
      .updateOne({ email: 'b@x.io' }, { $set: { email: 'a@x.io' } })
      .catch((error: unknown) => error);
    expect(onUpdate).toMatchObject({ ...duplicate, keyValue: { email: 'a@x.io' } });
    const onUpsert = await people
      .updateOne({ email: 'c@x.io', n: 1 }, { $set: { email: 'a@x.io' } }, { upsert: true })
      .catch((error: unknown) => error);
    expect(onUpsert).toMatchObject(duplicate);
    const onFindAndModify = await people
      .findOneAndUpdate({ email: 'b@x.io' }, { $set: { email: 'a@x.io' } })
      .catch((error: unknown) => error);
    expect(onFindAndModify).toMatchObject({ ...duplicate, keyPattern: { email: 1 }, keyValue: { email: 'a@x.io' } });
    const onReplace = await people
      .replaceOne({ email: 'b@x.io' }, { email: 'a@x.io' })
      .catch((error: unknown) => error);
    expect(onReplace).toMatchObject(duplicate);

    expect(await people.countDocuments()).toBe(2);
    await people.updateOne({ email: 'b@x.io' }, { $set: { email: 'b@x.io', touched: true } });
    expect(await people.countDocuments({ touched: true })).toBe(1);
  });

  it('treats a missing field as null in a non-sparse unique index', async () => {
    await people.createIndex({ code: 1 }, { unique: true });
    await people.insertOne({ name: 'no code' });
    expect(await people.insertOne({ name: 'no code either' }).catch((error: unknown) => error)).toMatchObject({
      ...duplicate,
      keyValue: { code: null },
    });
  });

  it('enforces compound unique indexes on the combination', async () => {
    await people.createIndex({ org: 1, handle: 1 }, { unique: true });
    await people.insertMany([
      { org: 'a', handle: 'x' },
      { org: 'b', handle: 'x' },
      { org: 'a', handle: 'y' },
    ]);
    const error = await people.insertOne({ org: 'a', handle: 'x' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      ...duplicate,
      keyPattern: { org: 1, handle: 1 },
      keyValue: { org: 'a', handle: 'x' },
    });
    expect((error as Error).message).toContain('index: org_1_handle_1 dup key: { org: "a", handle: "x" }');
  });

  it('sparse unique indexes skip documents without the field', async () => {
    await people.createIndex({ nick: 1 }, { unique: true, sparse: true });
    await people.insertMany([{ name: 'a' }, { name: 'b' }, { nick: 'n1' }]);
    expect(await people.insertOne({ nick: 'n1' }).catch((error: unknown) => error)).toMatchObject(duplicate);
  });

  it('partial unique indexes only hold matching documents', async () => {
    await people.createIndex({ slug: 1 }, { unique: true, partialFilterExpression: { published: true } });
    await people.insertMany([
      { slug: 's', published: false },
      { slug: 's', published: false },
      { slug: 's', published: true },
    ]);
    expect(await people.insertOne({ slug: 's', published: true }).catch((error: unknown) => error)).toMatchObject(
      duplicate,
    );
    const promote = await people
      .updateOne({ published: false }, { $set: { published: true } })
      .catch((error: unknown) => error);
    expect(promote).toMatchObject(duplicate);
    const listed = (await people.indexes()).find((index) => index.name === 'slug_1');
    expect(listed).toMatchObject({ unique: true, partialFilterExpression: { published: true } });
  });

  it('refuses to build a unique index over duplicates', async () => {
    await people.insertMany([{ v: 1 }, { v: 1 }]);
    expect(await people.createIndex({ v: 1 }, { unique: true }).catch((error: unknown) => error)).toMatchObject(
      duplicate,
    );
    expect((await people.indexes()).map((index) => index.name)).toEqual(['_id_']);
  });

  it('unique values inside arrays collide (multikey)', async () => {
    await people.createIndex({ tags: 1 }, { unique: true });
    await people.insertOne({ tags: ['a', 'b'] });
    expect(await people.insertOne({ tags: ['c', 'b'] }).catch((error: unknown) => error)).toMatchObject(duplicate);
    await people.insertOne({ tags: ['c', 'c'] });
  });

  it('answers equality lookups on an indexed field without scanning the collection', async () => {
    await people.createIndex({ sku: 1 });
    await people.insertMany(Array.from({ length: 1000 }, (_, i) => ({ sku: `s${i}`, n: i })));
    // Per-collection counter, so other activity on the server does not disturb it.
    const collectionScans = async (): Promise<number> => {
      const [stats] = await people.aggregate([{ $collStats: { queryExecStats: {} } }]).toArray();
      return Number((stats as Document).queryExecStats.collectionScans.total);
    };
    const before = await collectionScans();
    expect((await people.findOne({ sku: 's500' }))?.n).toBe(500);
    const { _id } = (await people.findOne({ sku: { $in: ['s7', 's8'] } }, { sort: { sku: 1 } })) as Document;
    expect((await people.findOne({ _id }))?.n).toBe(7);
    expect(await people.countDocuments({ sku: 's999' })).toBe(1);
    expect(await collectionScans()).toBe(before);
    await people.findOne({ n: 999 });
    expect(await collectionScans()).toBe(before + 1);
  });

  it('TTL indexes remove expired documents', async () => {
    if (!target.embedded) await target.db.admin().command({ setParameter: 1, ttlMonitorSleepSecs: 1 });
    await people.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
    await people.insertMany([
      { name: 'expired', expiresAt: new Date(Date.now() - 60_000) },
      { name: 'fresh', expiresAt: new Date(Date.now() + 3_600_000) },
      { name: 'no date' },
    ]);
    expect((await people.indexes()).find((index) => index.name === 'expiresAt_1')).toMatchObject({
      expireAfterSeconds: 0,
    });
    await expect
      .poll(async () => (await people.find({}).toArray()).map((doc) => doc.name).sort(), {
        timeout: 90_000,
        interval: 100,
      })
      .toEqual(['fresh', 'no date']);
  });
});
