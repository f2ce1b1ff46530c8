import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, type Target } from '../support/target.js';

describe('collections and databases', () => {
  let target: Target;
  beforeAll(async () => {
    target = await openTarget();
  });
  afterAll(() => target.close());

  it('creates collections explicitly, refusing an existing name with code 48', async () => {
    await target.db.createCollection('explicit');
    const error = await target.db.command({ create: 'explicit' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 48, codeName: 'NamespaceExists' });
  });

  it('lists collections with filter and nameOnly', async () => {
    await target.db.collection('implicit').insertOne({ a: 1 });
    const all = await target.db.listCollections().toArray();
    expect(all.map((entry) => entry.name).sort()).toEqual(expect.arrayContaining(['explicit', 'implicit']));
    const implicit = all.find((entry) => entry.name === 'implicit');
    expect(implicit).toMatchObject({ type: 'collection', idIndex: { key: { _id: 1 }, name: '_id_' } });
    const filtered = await target.db.listCollections({ name: 'implicit' }, { nameOnly: true }).toArray();
    expect(filtered).toEqual([{ name: 'implicit', type: 'collection' }]);
  });

  it('drops a collection and its data', async () => {
    const doomed = target.db.collection('doomed');
    await doomed.insertMany([{ a: 1 }, { a: 2 }]);
    await doomed.createIndex({ a: 1 });
    expect(await doomed.drop()).toBe(true);
    expect(await doomed.countDocuments()).toBe(0);
    expect((await target.db.listCollections({ name: 'doomed' }).toArray()).length).toBe(0);
  });

  it('lists and drops databases', async () => {
    const other = target.client.db(`${target.dbName}_other`);
    await other.collection('x').insertOne({ a: 1 });
    const { databases } = await target.client.db('admin').admin().listDatabases();
    expect(databases.map((db) => db.name)).toEqual(expect.arrayContaining([target.dbName, `${target.dbName}_other`]));
    const names = await target.client.db('admin').admin().listDatabases({ nameOnly: true });
    expect(names.databases.every((db) => typeof db.name === 'string')).toBe(true);
    await other.dropDatabase();
    const after = await target.client.db('admin').admin().listDatabases();
    expect(after.databases.map((db) => db.name)).not.toContain(`${target.dbName}_other`);
    expect(await other.collection('x').countDocuments()).toBe(0);
  });
});

describe('statistics used by tools', () => {
  let target: Target;
  beforeAll(async () => {
    target = await openTarget();
    await target.db.collection('measured').insertMany([{ a: 1 }, { a: 2 }, { a: 3 }]);
    await target.db.collection('measured').createIndex({ a: 1 });
  });
  afterAll(() => target.close());

  it('reports database and collection statistics', async () => {
    const db = await target.db.stats();
    expect(db).toMatchObject({ db: target.dbName, collections: 1, objects: 3 });
    expect(db.dataSize).toBeGreaterThan(0);
    const [stats] = await target.db
      .collection('measured')
      .aggregate([{ $collStats: { storageStats: {} } }])
      .toArray();
    expect(stats?.ns).toBe(`${target.dbName}.measured`);
    expect(stats?.storageStats).toMatchObject({ count: 3, nindexes: 2 });
    const indexStats = await target.db
      .collection('measured')
      .aggregate([{ $indexStats: {} }, { $sort: { name: 1 } }])
      .toArray();
    expect(indexStats.map((entry) => entry.name)).toEqual(['_id_', 'a_1']);
  });
});
