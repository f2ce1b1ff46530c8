/** Shared by the backup tests: raw reads of a database and of an uploads folder, for exact comparisons. */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type mongoose from 'mongoose';
import { EXCLUDED_COLLECTIONS } from '../../src/backup/entities.js';
import { listUploadKeys } from '../../src/backup/write-backup.js';

type MongoClient = mongoose.mongo.MongoClient;

/** collection -> (_id as hex -> the document's exact BSON bytes as hex), sessions left out. */
export async function rawDocuments(
  client: MongoClient,
  database: string,
): Promise<Record<string, Record<string, string>>> {
  const db = client.db(database);
  const out: Record<string, Record<string, string>> = {};
  for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray()) {
    if (EXCLUDED_COLLECTIONS.has(name)) continue;
    const docs: Record<string, string> = {};
    const ids = await db
      .collection(name)
      .find({}, { projection: { _id: 1 } })
      .toArray();
    const raw = (await db.collection(name).find({}, { raw: true }).toArray()) as unknown as Buffer[];
    ids.forEach((doc, i) => (docs[String(doc._id)] = Buffer.from(raw[i]!).toString('hex')));
    out[name] = docs;
  }
  return out;
}

/** collection -> its indexes as listIndexes gives them, sorted by name. */
export async function indexSpecs(client: MongoClient, database: string): Promise<Record<string, unknown[]>> {
  const db = client.db(database);
  const out: Record<string, unknown[]> = {};
  for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray()) {
    if (EXCLUDED_COLLECTIONS.has(name)) continue;
    const indexes = await db.collection(name).listIndexes().toArray();
    out[name] = indexes
      .map(({ ns: _ns, ...index }) => index)
      .sort((a, b) => String(a.name).localeCompare(String(b.name)));
  }
  return out;
}

/** key -> SHA-256 of the file's bytes. */
export async function uploadDigests(uploadsDir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const key of await listUploadKeys(uploadsDir)) {
    out[key] = createHash('sha256')
      .update(await readFile(path.join(uploadsDir, ...key.split('/'))))
      .digest('hex');
  }
  return out;
}
