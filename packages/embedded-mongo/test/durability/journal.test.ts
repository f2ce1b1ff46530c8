import { MongoClient } from 'mongodb';
import {
  appendFileSync,
  closeSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirectoryLockedError, startEmbeddedMongo, type EmbeddedMongo } from '../../src/index.js';

const dirs: string[] = [];
const servers: EmbeddedMongo[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'embedded-mongo-journal-'));
  dirs.push(dir);
  return dir;
}
async function start(
  dbPath: string,
  compactThresholdBytes?: number,
): Promise<{ server: EmbeddedMongo; client: MongoClient }> {
  const server = await startEmbeddedMongo({ dbPath, compactThresholdBytes });
  servers.push(server);
  return { server, client: await MongoClient.connect(`${server.uri}/journal`) };
}
async function stop(running: { server: EmbeddedMongo; client: MongoClient }): Promise<void> {
  await running.client.close();
  await running.server.stop();
}
const journalOf = (dir: string): string => {
  const name = readdirSync(dir).find((file) => /^journal-\d+\.log$/.test(file));
  return join(dir, name as string);
};

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('journal recovery', () => {
  it('restores data, indexes and deletions after a clean restart', async () => {
    const dir = dataDir();
    const first = await start(dir);
    const items = first.client.db().collection('items');
    await items.createIndex({ code: 1 }, { unique: true });
    await items.insertMany(Array.from({ length: 50 }, (_, i) => ({ code: i })));
    await items.deleteMany({ code: { $gte: 40 } });
    await items.updateOne({ code: 1 }, { $set: { label: 'one' } });
    await first.client.db().collection('dropped').insertOne({});
    await first.client.db().collection('dropped').drop();
    await stop(first);

    const second = await start(dir);
    const restored = second.client.db().collection('items');
    expect(await restored.countDocuments()).toBe(40);
    expect((await restored.findOne({ code: 1 }))?.label).toBe('one');
    expect(await restored.insertOne({ code: 2 }).catch((error: unknown) => error)).toMatchObject({ code: 11000 });
    expect((await second.client.db().listCollections().toArray()).map((entry) => entry.name)).toEqual(['items']);
    await stop(second);
  });

  it('discards a record truncated mid-way and keeps appending after the valid ones', async () => {
    const dir = dataDir();
    const first = await start(dir);
    const items = first.client.db().collection('items');
    for (let i = 0; i < 10; i++) await items.insertOne({ i, text: 'some payload to make records longer' });
    await stop(first);

    const journal = journalOf(dir);
    const size = statSync(journal).size;
    truncateSync(journal, size - 20); // cuts into the last record (the 10th insert)

    const second = await start(dir);
    const restored = second.client.db().collection('items');
    expect((await restored.find({}).sort({ i: 1 }).toArray()).map((doc) => doc.i)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    await restored.insertOne({ i: 100 });
    await stop(second);

    const third = await start(dir);
    expect(await third.client.db().collection('items').countDocuments()).toBe(10);
    await stop(third);
  });

  it('discards a last record whose checksum does not match, and trailing garbage', async () => {
    const dir = dataDir();
    const first = await start(dir);
    await first.client
      .db()
      .collection('items')
      .insertMany([{ i: 1 }, { i: 2 }]);
    await first.client.db().collection('items').insertOne({ i: 3 });
    await stop(first);

    const journal = journalOf(dir);
    const size = statSync(journal).size;
    // Overwrite a byte near the end of the last record: its checksum no longer matches.
    const handle = openSync(journal, 'r+');
    writeSync(handle, Buffer.from([0xff]), 0, 1, size - 2);
    closeSync(handle);
    appendFileSync(journal, Buffer.from([1, 2, 3]));

    const second = await start(dir);
    expect((await second.client.db().collection('items').find({}).toArray()).map((doc) => doc.i)).toEqual([1, 2]);
    await stop(second);
  });

  it('compacts the journal into a snapshot and restarts from it', async () => {
    const dir = dataDir();
    const first = await start(dir, 8 * 1024);
    const items = first.client.db().collection('items');
    await items.createIndex({ n: 1 });
    for (let round = 0; round < 20; round++) {
      await items.insertMany(Array.from({ length: 20 }, (_, i) => ({ n: round * 20 + i, pad: 'p'.repeat(50) })));
      await items.deleteMany({ n: { $lt: round * 10 } });
    }
    const expected = await items
      .find({}, { projection: { _id: 0, n: 1 } })
      .sort({ n: 1 })
      .toArray();
    await stop(first);
    const files = readdirSync(dir);
    expect(files).toContain('snapshot.bson');
    expect(statSync(journalOf(dir)).size).toBeLessThan(64 * 1024);

    const second = await start(dir, 8 * 1024);
    const restored = second.client.db().collection('items');
    expect(
      await restored
        .find({}, { projection: { _id: 0, n: 1 } })
        .sort({ n: 1 })
        .toArray(),
    ).toEqual(expected);
    expect((await restored.indexes()).map((index) => index.name)).toEqual(['_id_', 'n_1']);
    await stop(second);
  });
});

describe('data directory lock', () => {
  it('refuses a second server on the same directory with a clear error', async () => {
    const dir = dataDir();
    const first = await start(dir);
    const error = await startEmbeddedMongo({ dbPath: dir }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DataDirectoryLockedError);
    expect((error as Error).message).toContain(`the data directory ${dir} is already in use`);
    await stop(first);
    const again = await start(dir);
    await stop(again);
  });

  it('takes over a lock left by a process that no longer exists', async () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'embedded-mongo.lock'), '999999999');
    const running = await start(dir);
    await running.client.db().collection('x').insertOne({ ok: true });
    await stop(running);
  });
});
