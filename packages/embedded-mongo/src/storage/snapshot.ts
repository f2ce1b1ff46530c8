/**
 * A snapshot is the whole database state at one point, written as checksummed records:
 * `{ t: 'header', generation }`, then per collection `{ t: 'collection', ... }` followed by
 * `{ t: 'docs', docs: [...] }` chunks, and `{ t: 'end' }`. It is written to a temporary file,
 * fsynced and renamed, so a snapshot on disk is always complete.
 */
import { calculateObjectSize, serialize, Timestamp } from 'bson';
import { open, rename } from 'node:fs/promises';
import { decodeDocument } from '../wire/bsonCodec.js';
import type { Doc } from '../values/document.js';
import type { Engine } from './engine.js';
import type { IndexSpec } from './indexSpec.js';
import { frameRecord, parseRecords } from './recordLog.js';
import { fsyncDirectory } from './fsyncDirectory.js';

const CHUNK_BYTES = 4 * 1024 * 1024;

export interface CollectionImage {
  db: string;
  name: string;
  options: Doc;
  indexes: IndexSpec[];
  /** Stored documents are immutable, so holding references is a consistent image. */
  docs: Doc[];
}

/** Captures the state synchronously (cheap: references only). */
export function captureImage(engine: Engine): CollectionImage[] {
  const images: CollectionImage[] = [];
  for (const [db, collections] of engine.databases) {
    for (const collection of collections.values()) {
      images.push({
        db,
        name: collection.name,
        options: collection.options,
        indexes: [...collection.indexes.values()].map((index) => index.spec),
        docs: [...collection.records.values()].map((record) => record.doc),
      });
    }
  }
  return images;
}

const encode = (doc: Doc): Buffer => frameRecord(serialize(doc, { ignoreUndefined: true }));

export async function writeSnapshot(
  path: string,
  generation: number,
  images: CollectionImage[],
  clusterTime: Timestamp,
): Promise<void> {
  const temporary = `${path}.tmp`;
  const handle = await open(temporary, 'w', 0o600);
  try {
    const write = async (record: Buffer): Promise<void> => {
      await handle.write(record);
    };
    await write(encode({ t: 'header', generation, clusterTime }));
    for (const image of images) {
      await write(
        encode({ t: 'collection', db: image.db, name: image.name, options: image.options, indexes: image.indexes }),
      );
      let chunk: Doc[] = [];
      let bytes = 0;
      for (const doc of image.docs) {
        const size = calculateObjectSize(doc);
        if (chunk.length > 0 && bytes + size > CHUNK_BYTES) {
          await write(encode({ t: 'docs', docs: chunk }));
          chunk = [];
          bytes = 0;
        }
        chunk.push(doc);
        bytes += size;
      }
      if (chunk.length > 0) await write(encode({ t: 'docs', docs: chunk }));
    }
    await write(encode({ t: 'end' }));
    await handle.datasync();
  } finally {
    await handle.close();
  }
  await rename(temporary, path);
  await fsyncDirectory(path);
}

class CorruptSnapshotError extends Error {}

/** Loads a snapshot into an empty engine; returns its generation. */
export function loadSnapshot(bytes: Buffer, engine: Engine, path: string): number {
  const { payloads } = parseRecords(bytes);
  const records = payloads.map((payload) => decodeDocument(payload));
  const header = records[0];
  const last = records[records.length - 1];
  if (header?.t !== 'header' || last?.t !== 'end') {
    throw new CorruptSnapshotError(`embedded-mongo: snapshot ${path} is incomplete or corrupt`);
  }
  let current: { db: string; name: string } | undefined;
  for (const record of records.slice(1, -1)) {
    if (record.t === 'collection') {
      current = { db: record.db as string, name: record.name as string };
      engine.replay({ op: 'createCollection', db: current.db, coll: current.name, options: record.options as Doc });
      for (const spec of record.indexes as IndexSpec[])
        engine.replay({ op: 'createIndex', db: current.db, coll: current.name, spec });
    } else if (record.t === 'docs' && current) {
      for (const doc of record.docs as Doc[]) engine.replay({ op: 'put', db: current.db, coll: current.name, doc });
    }
  }
  // Changes up to the snapshot's time are folded into it: change streams cannot resume from before.
  if (header.clusterTime instanceof Timestamp) {
    engine.clock.advanceTo(header.clusterTime);
    engine.feed.floor = header.clusterTime;
  }
  return Number(header.generation);
}
