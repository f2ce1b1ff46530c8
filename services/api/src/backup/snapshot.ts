/**
 * Reads the database for a backup: each collection's options, indexes and documents as raw BSON
 * (exact bytes, so every type survives). How consistent the copy is depends on the server:
 * - embedded: under its write lock (MongoDB's fsync lock: writes wait, reads go on) one cursor per
 *   collection is opened with batchSize 0; the embedded server fixes a cursor's results when it
 *   opens, so releasing the lock right after gives a point-in-time snapshot of every collection for
 *   the few milliseconds writes waited;
 * - a replica set or Atlas: a snapshot session (readConcern "snapshot"), also one point in time;
 * - a standalone mongod: plain reads, each collection as it is when read (like mongodump without --oplog).
 */
import type { Document } from 'bson';
import type mongoose from 'mongoose';
import { EXCLUDED_COLLECTIONS } from './entities.js';

type MongoClient = mongoose.mongo.MongoClient;
type ClientSession = mongoose.mongo.ClientSession;

export interface CollectionSnapshot {
  name: string;
  options: Document;
  indexes: Document[];
  /** Each document's BSON bytes, in natural order. */
  documents: () => AsyncIterable<Buffer>;
}

export interface DatabaseSnapshot {
  database: string;
  consistency: string;
  collections: CollectionSnapshot[];
  /** Ends the session or kills unread cursors. */
  close(): Promise<void>;
}

const GET_MORE_BATCH = 1000;

async function listBackedUpCollections(client: MongoClient, database: string, session?: ClientSession) {
  const infos = await client
    .db(database)
    .listCollections({}, { nameOnly: false, ...(session ? { session } : {}) })
    .toArray();
  return infos
    .filter(
      (info) =>
        (info.type ?? 'collection') === 'collection' &&
        !EXCLUDED_COLLECTIONS.has(info.name) &&
        !info.name.startsWith('system.'),
    )
    .map((info) => ({ name: info.name, options: ((info as { options?: Document }).options ?? {}) as Document }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

async function listIndexes(
  client: MongoClient,
  database: string,
  name: string,
  session?: ClientSession,
): Promise<Document[]> {
  return client
    .db(database)
    .collection(name)
    .listIndexes(session ? { session } : {})
    .toArray();
}

/** Embedded server: cursors opened under the write lock, read after it is released. */
export async function embeddedSnapshot(client: MongoClient, database: string): Promise<DatabaseSnapshot> {
  const db = client.db(database);
  const admin = client.db('admin');
  const opened: Array<CollectionSnapshot & { cursor: OpenCursor }> = [];
  await admin.command({ fsync: 1, lock: true });
  try {
    for (const { name, options } of await listBackedUpCollections(client, database)) {
      const indexes = await listIndexes(client, database, name);
      const reply = await db.command({ find: name, batchSize: 0 });
      const cursor: OpenCursor = { id: (reply.cursor as OpenCursor).id };
      opened.push({ name, options, indexes, cursor, documents: () => readCursor(client, database, name, cursor) });
    }
  } finally {
    await admin.command({ fsyncUnlock: 1 });
  }
  return {
    database,
    consistency: 'point in time (embedded server: writes waited while one cursor per collection opened)',
    collections: opened,
    close: async () => {
      const open = opened.filter((collection) => !exhausted(collection.cursor));
      await Promise.all(
        open.map((collection) =>
          db.command({ killCursors: collection.name, cursors: [collection.cursor.id] }).catch(() => undefined),
        ),
      );
    },
  };
}

/** A server-side cursor id (the driver gives small ids as numbers); zero once exhausted, so close() has nothing to kill. */
interface OpenCursor {
  id: mongoose.mongo.Long | number;
}

const exhausted = (cursor: OpenCursor): boolean =>
  typeof cursor.id === 'number' ? cursor.id === 0 : cursor.id.isZero();

async function* readCursor(
  client: MongoClient,
  database: string,
  collection: string,
  cursor: OpenCursor,
): AsyncIterable<Buffer> {
  while (!exhausted(cursor)) {
    // nextBatch kept as raw BSON: the exact bytes go into the archive.
    const reply = await client
      .db(database)
      .command({ getMore: cursor.id, collection, batchSize: GET_MORE_BATCH }, { fieldsAsRaw: { nextBatch: true } });
    const batch = reply.cursor as OpenCursor & { nextBatch: Buffer[] };
    cursor.id = batch.id;
    yield* batch.nextBatch;
  }
}

/** A real MongoDB: a snapshot session on a replica set or sharded cluster, plain reads on a standalone. */
export async function externalSnapshot(client: MongoClient, database: string): Promise<DatabaseSnapshot> {
  const hello = await client.db('admin').command({ hello: 1 });
  const clustered = typeof hello.setName === 'string' || hello.msg === 'isdbgrid';
  const session = clustered ? client.startSession({ snapshot: true }) : undefined;
  const collections = await listBackedUpCollections(client, database);
  const snapshots: CollectionSnapshot[] = [];
  for (const { name, options } of collections) {
    snapshots.push({
      name,
      options,
      indexes: await listIndexes(client, database, name),
      documents: () =>
        client
          .db(database)
          .collection(name)
          .find(
            {},
            { raw: true, batchSize: GET_MORE_BATCH, ...(session ? { session } : {}) },
          ) as unknown as AsyncIterable<Buffer>,
    });
  }
  return {
    database,
    consistency: clustered
      ? 'point in time (snapshot read concern on a replica set or sharded cluster)'
      : 'per collection (a standalone mongod has no snapshot reads: each collection as it was when read)',
    collections: snapshots,
    close: async () => session?.endSession(),
  };
}
