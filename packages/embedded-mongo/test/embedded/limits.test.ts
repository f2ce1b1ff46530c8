import { MongoClient, type Db } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedMongo, type EmbeddedMongo } from '../../src/index.js';

/** Behaviour specific to the embedded server: what it refuses, and its configurable timers. */
describe('embedded server limits', () => {
  let server: EmbeddedMongo;
  let client: MongoClient;
  let db: Db;
  beforeAll(async () => {
    server = await startEmbeddedMongo({ port: 0, cursorTimeoutMs: 150 });
    client = await MongoClient.connect(server.uri);
    db = client.db('limits');
    await db.collection('docs').insertMany(Array.from({ length: 20 }, (_, i) => ({ i, text: `word${i}` })));
  });
  afterAll(async () => {
    await client.close();
    await server.stop();
  });

  const failure = (promise: Promise<unknown>): Promise<unknown> =>
    promise.then(
      () => 'succeeded',
      (error: unknown) => error,
    );

  it('closes idle cursors after the configured timeout', async () => {
    const first = await db.command({ find: 'docs', batchSize: 2 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await failure(db.command({ getMore: first.cursor.id, collection: 'docs' }))).toMatchObject({ code: 43 });
  });

  it('refuses query operators it does not implement instead of answering wrongly', async () => {
    expect(await failure(db.collection('docs').find({ $where: 'this.i > 1' }).toArray())).toMatchObject({ code: 2 });
    expect(
      await failure(
        db
          .collection('docs')
          .find({ $text: { $search: 'word1' } })
          .toArray(),
      ),
    ).toMatchObject({ code: 2 });
    expect(
      await failure(
        db
          .collection('docs')
          .find({ loc: { $near: [0, 0] } })
          .toArray(),
      ),
    ).toMatchObject({ code: 2 });
  });

  it('refuses stages, indexes and collection options it does not implement', async () => {
    expect(
      await failure(
        db
          .collection('docs')
          .aggregate([{ $out: 'copy' }])
          .toArray(),
      ),
    ).toMatchObject({ code: 115 });
    expect(await failure(db.collection('docs').createIndex({ text: 'text' }))).toMatchObject({ code: 67 });
    expect(await failure(db.collection('docs').createIndex({ loc: '2dsphere' }))).toMatchObject({ code: 67 });
    expect(await failure(db.createCollection('capped', { capped: true, size: 1024 }))).toMatchObject({ code: 115 });
    expect(await failure(db.createCollection('validated', { validator: { a: { $exists: true } } }))).toMatchObject({
      code: 115,
    });
    expect(await failure(db.command({ explain: { find: 'docs' } }))).toMatchObject({ code: 59 });
  });
});
