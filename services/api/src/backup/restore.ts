/**
 * Puts an archive back: verifies all of it first (verify.ts), refuses a target that already holds
 * data unless `drop` is set, and only then writes. Files go to a staging folder next to the uploads
 * folder and replace it only after the database is written, so a failure leaves the old files.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../data-dir.js';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Document } from 'bson';
import type mongoose from 'mongoose';
import { bsonDocuments, decodeExact } from './bson-documents.js';
import { EXCLUDED_COLLECTIONS } from './entities.js';
import { BackupError } from './errors.js';
import type { Manifest } from './manifest.js';
import { indexForCreate, parseMetadata } from './metadata.js';
import { archiveEntries } from './read-archive.js';
import { copyHashed } from './streams.js';
import { classifyEntry, verifyArchive, type VerifiedArchive } from './verify.js';
import { listUploads } from './upload-store.js';
import type { UploadStore } from '../storage/index.js';

export interface RestoreTarget {
  client: mongoose.mongo.MongoClient;
  database: string;
  /** A folder on disk (files are staged next to it and swapped in at the end), or GridFS (written in place). */
  uploadsDir: UploadStore;
}

export interface RestoreSummary {
  collections: number;
  documents: number;
  indexes: number;
  files: number;
  fileBytes: number;
  manifest: Manifest;
}

const INSERT_BATCH_DOCUMENTS = 1000;
const INSERT_BATCH_BYTES = 8 * 1024 * 1024;

/** What the target already holds: collections with documents, and uploaded files. Empty = nothing. */
async function describeExistingData(target: RestoreTarget): Promise<string[]> {
  const db = target.client.db(target.database);
  const found: string[] = [];
  for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray()) {
    if (EXCLUDED_COLLECTIONS.has(name) || name.startsWith('system.')) continue;
    const count = await db.collection(name).countDocuments({}, { limit: 1 });
    if (count > 0) found.push(name);
  }
  const files = (await listUploads(target.uploadsDir)).length;
  if (files > 0) found.push(`${files} uploaded file${files === 1 ? '' : 's'}`);
  return found;
}

async function insertAll(collection: mongoose.mongo.Collection, body: AsyncIterable<Buffer>): Promise<number> {
  let batch: Document[] = [];
  let batchBytes = 0;
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await collection.insertMany(batch, { ordered: true, bypassDocumentValidation: true });
    count += batch.length;
    batch = [];
    batchBytes = 0;
  };
  for await (const bytes of bsonDocuments(body)) {
    batch.push(decodeExact(bytes));
    batchBytes += bytes.length;
    if (batch.length >= INSERT_BATCH_DOCUMENTS || batchBytes >= INSERT_BATCH_BYTES) await flush();
  }
  await flush();
  return count;
}

/** Hashes while passing chunks on, so the second read is checked against the manifest too. */
async function* tee(body: AsyncIterable<Buffer>, hashes: Array<(chunk: Buffer) => void>): AsyncIterable<Buffer> {
  for await (const chunk of body) {
    for (const update of hashes) update(chunk);
    yield chunk;
  }
}

export async function restoreArchive(
  file: string,
  target: RestoreTarget,
  options: { drop: boolean; verified?: VerifiedArchive },
): Promise<RestoreSummary> {
  const verified = options.verified ?? (await verifyArchive(file));
  const existing = await describeExistingData(target);
  if (existing.length > 0 && !options.drop) {
    throw new BackupError(
      `The target already holds data (${existing.join(', ')}). Restore with --drop to replace it; nothing was changed`,
    );
  }
  const { manifest } = verified;
  const expected = new Map<string, string>([
    ...manifest.collections.flatMap(
      (c) =>
        [
          [c.bson.path, c.bson.sha256],
          [c.metadata.path, c.metadata.sha256],
        ] as const,
    ),
    ...manifest.files.map((f) => [f.path, f.sha256] as const),
  ]);
  const db = target.client.db(target.database);
  const { uploadsDir } = target;
  const onDisk = typeof uploadsDir === 'string';
  const staging = onDisk ? path.join(path.dirname(uploadsDir), `.restore-${process.pid}-${Date.now()}`) : '';
  if (onDisk) {
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { recursive: true, mode: PRIVATE_DIR_MODE });
  }
  let documents = 0;
  let indexes = 0;
  try {
    if (options.drop) await db.dropDatabase();
    const metadataByCollection = new Map<string, ReturnType<typeof parseMetadata>>();
    for await (const entry of archiveEntries(file)) {
      const kind = classifyEntry(entry.name);
      if (!kind || kind.kind === 'manifest') continue;
      const hash = createHash('sha256');
      const body = tee(entry.body, [(chunk) => hash.update(chunk)]);
      if (kind.kind === 'upload' && !onDisk) {
        await uploadsDir.saveAs(kind.key, Readable.from(body));
      } else if (kind.kind === 'upload') {
        const destination = path.join(staging, ...kind.key.split('/'));
        await mkdir(path.dirname(destination), { recursive: true, mode: PRIVATE_DIR_MODE });
        const sink = createWriteStream(destination, { flags: 'wx', mode: PRIVATE_FILE_MODE });
        const finished = new Promise<void>((resolve, reject) => sink.once('finish', resolve).once('error', reject));
        await copyHashed(body, sink);
        await finished;
      } else if (kind.kind === 'metadata') {
        const chunks: Buffer[] = [];
        for await (const chunk of body) chunks.push(chunk);
        metadataByCollection.set(kind.collection, parseMetadata(Buffer.concat(chunks).toString('utf8')));
      } else {
        // metadata.json comes before its .bson in our archives: create the collection with its options.
        const options = metadataByCollection.get(kind.collection)?.options ?? {};
        await db.createCollection(kind.collection, options).catch(() => undefined);
        documents += await insertAll(db.collection(kind.collection), body);
      }
      if (hash.digest('hex') !== expected.get(entry.name))
        throw new BackupError(`${entry.name} changed while it was being restored; the restore stopped part way`);
    }
    for (const collection of manifest.collections) {
      const metadata = metadataByCollection.get(collection.name);
      const specs = (metadata?.indexes ?? []).filter((index) => index.name !== '_id_').map(indexForCreate);
      if (specs.length > 0) await db.collection(collection.name).createIndexes(specs as never);
      indexes += specs.length + 1;
    }
    if (onDisk) {
      const previous = `${staging}-old`;
      await rename(uploadsDir, previous).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
      await rename(staging, uploadsDir);
      await rm(previous, { recursive: true, force: true });
    }
  } finally {
    if (onDisk) await rm(staging, { recursive: true, force: true });
  }
  return {
    collections: manifest.collections.length,
    documents,
    indexes,
    files: manifest.files.length,
    fileBytes: verified.fileBytes,
    manifest,
  };
}
