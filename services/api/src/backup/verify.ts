/**
 * Checks a whole archive before a restore trusts it: the manifest is there and is ours, every entry
 * is one the manifest lists with the same size and SHA-256 (and nothing is missing), every document
 * count matches, every BSON document parses and passes its entity's zod schema, every metadata file
 * is mongodump's. The first problem found is thrown as a BackupError naming it.
 */
import { createHash, type Hash } from 'node:crypto';
import { toApi } from '../db/serialize.js';
import { isValidKey } from '../storage/keys.js';
import { bsonDocuments, decodePlain } from './bson-documents.js';
import { ENTITY_SCHEMAS } from './entities.js';
import { BackupError } from './errors.js';
import { dumpPaths, MANIFEST_NAME, ManifestSchema, UPLOADS_PREFIX, type Manifest } from './manifest.js';
import { parseMetadata } from './metadata.js';
import { archiveEntries } from './read-archive.js';

const DUMP_ENTRY = /^dump\/([^/]+)\/([^/]+?)\.(bson|metadata\.json)$/;
const MAX_JSON_BYTES = 64 * 1024 * 1024;

export interface SeenEntry {
  size: number;
  sha256: string;
  /** .bson entries: how many documents. */
  documents?: number;
}

export interface VerifiedArchive {
  manifest: Manifest;
  documents: number;
  files: number;
  fileBytes: number;
}

/** What an archive entry is, from its path; anything else is refused. */
export type EntryKind =
  | { kind: 'bson'; database: string; collection: string }
  | { kind: 'metadata'; database: string; collection: string }
  | { kind: 'upload'; key: string }
  | { kind: 'manifest' };

export function classifyEntry(name: string): EntryKind | null {
  if (name === MANIFEST_NAME) return { kind: 'manifest' };
  if (name.startsWith(UPLOADS_PREFIX)) {
    const key = name.slice(UPLOADS_PREFIX.length);
    return isValidKey(key) ? { kind: 'upload', key } : null;
  }
  const match = DUMP_ENTRY.exec(name);
  if (!match) return null;
  const [, database, collection, extension] = match as unknown as [string, string, string, string];
  return { kind: extension === 'bson' ? 'bson' : 'metadata', database, collection };
}

async function* hashing(body: AsyncIterable<Buffer>, hash: Hash, counter: { size: number }): AsyncIterable<Buffer> {
  for await (const chunk of body) {
    hash.update(chunk);
    counter.size += chunk.length;
    yield chunk;
  }
}

async function readText(
  name: string,
  body: AsyncIterable<Buffer>,
  hash: Hash,
  counter: { size: number },
): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of hashing(body, hash, counter)) {
    if (counter.size > MAX_JSON_BYTES) throw new BackupError(`${name} is larger than a backup's JSON files can be`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function schemaMessage(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(document)'}: ${issue.message}`)
    .join('; ');
}

/** Parses and checks every document of one .bson entry; answers how many there were. */
async function checkDocuments(name: string, collection: string, body: AsyncIterable<Buffer>): Promise<number> {
  const schema = ENTITY_SCHEMAS[collection];
  if (!schema)
    throw new BackupError(
      `The archive holds the collection '${collection}', which this version of Tradeboard does not know; nothing was changed`,
    );
  let count = 0;
  try {
    for await (const bytes of bsonDocuments(body)) {
      let document: Record<string, unknown>;
      try {
        document = decodePlain(bytes);
      } catch (error) {
        throw new BackupError(
          `${name}: document ${count + 1} is not valid BSON (${(error as Error).message}); nothing was changed`,
        );
      }
      const result = schema.safeParse(toApi(document));
      if (!result.success) {
        throw new BackupError(
          `${name}: document ${count + 1} (_id ${String(document._id)}) does not match the ${collection} schema: ${schemaMessage(result.error.issues)}; nothing was changed`,
        );
      }
      count += 1;
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    if ((error as Error).name === 'BsonStreamError')
      throw new BackupError(`${name} is damaged: ${(error as Error).message}; nothing was changed`);
    throw error;
  }
  return count;
}

/** Reads the archive once, end to end. */
export async function verifyArchive(file: string): Promise<VerifiedArchive> {
  const seen = new Map<string, SeenEntry>();
  let manifest: Manifest | undefined;
  for await (const entry of archiveEntries(file)) {
    if (entry.type === 'directory') continue;
    const kind = entry.type === 'file' ? classifyEntry(entry.name) : null;
    if (!kind)
      throw new BackupError(
        `The archive holds '${entry.name}', which is not part of a Tradeboard backup; nothing was changed`,
      );
    if (seen.has(entry.name)) throw new BackupError(`The archive holds '${entry.name}' twice; nothing was changed`);
    const hash = createHash('sha256');
    const counter = { size: 0 };
    let documents: number | undefined;
    if (kind.kind === 'manifest') {
      const text = await readText(entry.name, entry.body, hash, counter);
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new BackupError('manifest.json is not valid JSON; nothing was changed');
      }
      const result = ManifestSchema.safeParse(parsed);
      if (!result.success)
        throw new BackupError(
          `manifest.json is not a Tradeboard backup manifest (${schemaMessage(result.error.issues)}); nothing was changed`,
        );
      manifest = result.data;
    } else if (kind.kind === 'metadata') {
      const text = await readText(entry.name, entry.body, hash, counter);
      try {
        parseMetadata(text);
      } catch (error) {
        throw new BackupError(`${entry.name} is ${(error as Error).message}; nothing was changed`);
      }
    } else if (kind.kind === 'bson') {
      documents = await checkDocuments(entry.name, kind.collection, hashing(entry.body, hash, counter));
    } else {
      for await (const _chunk of hashing(entry.body, hash, counter)) void _chunk;
    }
    seen.set(entry.name, {
      size: counter.size,
      sha256: hash.digest('hex'),
      ...(documents === undefined ? {} : { documents }),
    });
  }
  if (!manifest)
    throw new BackupError(`${file} is not a Tradeboard backup: manifest.json is missing; nothing was changed`);
  return compareWithManifest(manifest, seen);
}

function checkEntry(expected: { path: string; size: number; sha256: string }, seen: Map<string, SeenEntry>): SeenEntry {
  const actual = seen.get(expected.path);
  if (!actual)
    throw new BackupError(
      `${expected.path} is listed in the manifest but missing from the archive; nothing was changed`,
    );
  if (actual.size !== expected.size)
    throw new BackupError(
      `${expected.path} has ${actual.size} bytes, the manifest says ${expected.size}; nothing was changed`,
    );
  if (actual.sha256 !== expected.sha256)
    throw new BackupError(`${expected.path} does not match its SHA-256 checksum in the manifest; nothing was changed`);
  return actual;
}

function compareWithManifest(manifest: Manifest, seen: Map<string, SeenEntry>): VerifiedArchive {
  const listed = new Set<string>([MANIFEST_NAME]);
  let documents = 0;
  for (const collection of manifest.collections) {
    const bson = checkEntry(collection.bson, seen);
    checkEntry(collection.metadata, seen);
    if (bson.documents !== collection.documents) {
      throw new BackupError(
        `${collection.bson.path} holds ${bson.documents} documents, the manifest says ${collection.documents}; nothing was changed`,
      );
    }
    const paths = dumpPaths(manifest.database, collection.name);
    if (collection.bson.path !== paths.bson || collection.metadata.path !== paths.metadata) {
      throw new BackupError(
        `The manifest lists ${collection.name} at ${collection.bson.path}, not at ${paths.bson}; nothing was changed`,
      );
    }
    listed.add(collection.bson.path).add(collection.metadata.path);
    documents += collection.documents;
  }
  let fileBytes = 0;
  for (const file of manifest.files) {
    checkEntry(file, seen);
    listed.add(file.path);
    fileBytes += file.size;
  }
  for (const name of seen.keys()) {
    if (!listed.has(name))
      throw new BackupError(`${name} is in the archive but not in its manifest; nothing was changed`);
  }
  return { manifest, documents, files: manifest.files.length, fileBytes };
}
