import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { afterEach, describe, expect, it } from 'vitest';
import { runningServerUri, startEmbeddedMongo, type EmbeddedMongo } from '../../src/index.js';
import { cliScript, spawnServer } from '../support/childServer.js';

/** fsync lock (writes wait, reads go on) and the cursor snapshot a backup builds on. */
describe('write lock (fsync lock / fsyncUnlock)', () => {
  let server: EmbeddedMongo | undefined;
  const clients: MongoClient[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
    await server?.stop();
  });
  const connect = async (options = {}) => {
    const client = await MongoClient.connect(server!.uri, { maxPoolSize: 1, ...options });
    clients.push(client);
    return client;
  };

  it('makes writes wait until unlocked while reads are answered', async () => {
    server = await startEmbeddedMongo({ port: 0 });
    const locker = await connect();
    const writer = await connect();
    await writer.db('t').collection('c').insertOne({ n: 1 });
    const locked = await locker.db('admin').command({ fsync: 1, lock: true });
    expect(locked).toMatchObject({ ok: 1, lockCount: 1 });
    let inserted = false;
    const insert = writer
      .db('t')
      .collection('c')
      .insertOne({ n: 2 })
      .then(() => (inserted = true));
    // Reads from the locking client and the waiting writer's collection go on.
    expect(await locker.db('t').collection('c').countDocuments()).toBe(1);
    expect(inserted).toBe(false);
    expect(await locker.db('admin').command({ fsyncUnlock: 1 })).toMatchObject({ ok: 1, lockCount: 0 });
    await insert;
    expect(await locker.db('t').collection('c').countDocuments()).toBe(2);
  });

  it('releases the hold of a client that disconnects', async () => {
    server = await startEmbeddedMongo({ port: 0 });
    const locker = await MongoClient.connect(server.uri, { maxPoolSize: 1 });
    const writer = await connect();
    await locker.db('admin').command({ fsync: 1, lock: true });
    const insert = writer.db('t').collection('c').insertOne({ n: 1 });
    await locker.close();
    await insert;
    expect(await writer.db('t').collection('c').countDocuments()).toBe(1);
  });

  it('answers fsyncUnlock without a lock with an error, like MongoDB', async () => {
    server = await startEmbeddedMongo({ port: 0 });
    const client = await connect();
    await expect(client.db('admin').command({ fsyncUnlock: 1 })).rejects.toMatchObject({ code: 20 });
  });

  it('cursors opened under the lock keep that point in time after writes resume', async () => {
    server = await startEmbeddedMongo({ port: 0 });
    const reader = await connect();
    const writer = await connect();
    await writer
      .db('t')
      .collection('a')
      .insertMany([{ n: 1 }, { n: 2 }]);
    await reader.db('admin').command({ fsync: 1, lock: true });
    const opened = await reader.db('t').command({ find: 'a', batchSize: 0 });
    const insert = writer.db('t').collection('a').insertOne({ n: 3 });
    await reader.db('admin').command({ fsyncUnlock: 1 });
    await insert;
    const rest = await reader.db('t').command({ getMore: opened.cursor.id, collection: 'a' });
    expect(rest.cursor.nextBatch.map((doc: { n: number }) => doc.n)).toEqual([1, 2]);
  });

  it('publishes the address of a server running on a data directory while it runs', async () => {
    const dbPath = await mkdtemp(path.join(tmpdir(), 'em-address-'));
    try {
      expect(runningServerUri(dbPath)).toBeUndefined();
      const child = await spawnServer(cliScript, ['--dbpath', dbPath, '--port', '0']);
      expect(runningServerUri(dbPath)).toBe(child.uri);
      child.process.kill('SIGTERM');
      await child.exited;
      expect(runningServerUri(dbPath)).toBeUndefined();
    } finally {
      await rm(dbPath, { recursive: true, force: true });
    }
  });
});
