/**
 * Writes one backup archive (.tar.gz) to a stream:
 *   dump/<db>/<collection>.bson            documents as concatenated BSON (mongodump layout)
 *   dump/<db>/<collection>.metadata.json   options and indexes (mongodump layout)
 *   uploads/<folder>/<name>                every uploaded file
 *   manifest.json                          last: counts, sizes and SHA-256 of everything above
 * Documents are first spooled to a temp folder (a tar entry needs its size up front, and the
 * database cursors are then released quickly whatever the reader's speed); files stream straight
 * from disk. Memory stays flat whatever the size of the files.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { UploadStore } from '../storage/index.js';
import { listUploads, openUpload } from './upload-store.js';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  dumpPaths,
  MANIFEST_NAME,
  productVersion,
  redactUri,
  UPLOADS_PREFIX,
  type EntryChecksum,
  type Manifest,
} from './manifest.js';
import { metadataJson } from './metadata.js';
import type { DatabaseSnapshot } from './snapshot.js';
import { copyHashed } from './streams.js';

export interface BackupSource {
  kind: 'embedded' | 'external';
  /** External only; stored redacted. */
  uri?: string | undefined;
  /** Opens the consistent read of the database (see snapshot.ts). */
  snapshot(): Promise<DatabaseSnapshot>;
}

export interface BackupSummary {
  manifest: Manifest;
  documents: number;
  fileBytes: number;
}

type Pack = ReturnType<typeof tar.pack>;

/** Adds one entry whose bytes come from `source`, answering their size and SHA-256. */
async function addStreamEntry(
  pack: Pack,
  name: string,
  size: number,
  source: AsyncIterable<Buffer>,
  mtime: Date,
): Promise<EntryChecksum> {
  let entry!: ReturnType<Pack['entry']>;
  const done = new Promise<void>((resolve, reject) => {
    entry = pack.entry({ name, size, mtime, mode: 0o644 }, (error) => (error ? reject(error) : resolve()));
  });
  done.catch(() => undefined);
  const copied = await copyHashed(source, entry as unknown as Writable);
  await done;
  if (copied.size !== size) throw new Error(`${name} changed size while it was read (${size} -> ${copied.size} bytes)`);
  return { path: name, ...copied };
}

async function addTextEntry(pack: Pack, name: string, text: string, mtime: Date): Promise<EntryChecksum> {
  const bytes = Buffer.from(text, 'utf8');
  return addStreamEntry(
    pack,
    name,
    bytes.length,
    (async function* () {
      yield bytes;
    })(),
    mtime,
  );
}

export { listUploadKeys } from './upload-store.js';

interface SpooledCollection {
  name: string;
  options: Record<string, unknown>;
  indexes: Record<string, unknown>[];
  file: string;
  size: number;
  documents: number;
}

/** Reads every collection's documents into temp files while the snapshot's cursors are open. */
async function spoolCollections(snapshot: DatabaseSnapshot, spoolDir: string): Promise<SpooledCollection[]> {
  const spooled: SpooledCollection[] = [];
  for (const collection of snapshot.collections) {
    const file = path.join(spoolDir, `${spooled.length}.bson`);
    let documents = 0;
    const sink = createWriteStream(file);
    const finished = new Promise<void>((resolve, reject) => sink.once('finish', resolve).once('error', reject));
    const { size } = await copyHashed(collection.documents(), sink, () => (documents += 1));
    await finished;
    spooled.push({
      name: collection.name,
      options: collection.options,
      indexes: collection.indexes,
      file,
      size,
      documents,
    });
  }
  return spooled;
}

/**
 * Writes the archive to `out` and resolves with its manifest once everything is flushed. On any
 * error the archive stream is destroyed (an incomplete archive is never finished with a manifest).
 */
export async function writeBackup(
  source: BackupSource,
  /** A folder on disk, or GridFS. */
  uploadsDir: UploadStore,
  out: Writable,
  now: Date = new Date(),
): Promise<BackupSummary> {
  const spoolDir = await mkdtemp(path.join(tmpdir(), 'tradeboard-backup-'));
  const pack = tar.pack();
  const written = pipeline(pack, createGzip({ level: 6 }), out);
  // Errors of `written` surface through the entries (a destroyed pack); keep it from going unhandled.
  written.catch(() => undefined);
  try {
    const snapshot = await source.snapshot();
    let spooled: SpooledCollection[];
    try {
      spooled = await spoolCollections(snapshot, spoolDir);
    } finally {
      await snapshot.close();
    }
    const collections: Manifest['collections'] = [];
    for (const collection of spooled) {
      const paths = dumpPaths(snapshot.database, collection.name);
      const metadata = await addTextEntry(
        pack,
        paths.metadata,
        metadataJson(collection.name, collection.options, collection.indexes),
        now,
      );
      const bson = await addStreamEntry(pack, paths.bson, collection.size, createReadStream(collection.file), now);
      collections.push({ name: collection.name, documents: collection.documents, bson, metadata });
      await rm(collection.file, { force: true });
    }
    const files: EntryChecksum[] = [];
    let fileBytes = 0;
    for (const key of await listUploads(uploadsDir)) {
      const upload = await openUpload(uploadsDir, key);
      if (!upload) continue;
      try {
        files.push(await addStreamEntry(pack, UPLOADS_PREFIX + key, upload.size, upload.stream, upload.mtime));
        fileBytes += upload.size;
      } finally {
        await upload.close();
      }
    }
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      productVersion: productVersion(),
      createdAt: now.toISOString(),
      source: {
        kind: source.kind,
        ...(source.uri ? { uri: redactUri(source.uri) } : {}),
        consistency: snapshot.consistency,
      },
      database: snapshot.database,
      collections,
      files,
    };
    await addTextEntry(pack, MANIFEST_NAME, `${JSON.stringify(manifest, null, 2)}\n`, now);
    pack.finalize();
    await written;
    return { manifest, documents: collections.reduce((sum, collection) => sum + collection.documents, 0), fileBytes };
  } catch (error) {
    pack.destroy(error as Error);
    out.destroy(error as Error);
    throw error;
  } finally {
    await rm(spoolDir, { recursive: true, force: true });
  }
}
