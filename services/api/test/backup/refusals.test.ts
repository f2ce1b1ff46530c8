/**
 * A restore refuses, with a message naming the problem and without changing anything (even with
 * --drop): a truncated archive, a flipped byte, a wrong checksum, a document failing its schema, a
 * foreign archive, a collection count that does not match; and a target that holds data without --drop.
 */
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BSON } from 'bson';
import mongoose from 'mongoose';
import { startEmbeddedMongo, type EmbeddedMongo } from '@tradeboard/embedded-mongo';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { backupToFile } from '../../src/backup/backup-to-file.js';
import { BackupError } from '../../src/backup/errors.js';
import { restoreArchive, type RestoreTarget } from '../../src/backup/restore.js';
import { backupSource } from '../../src/backup/sources.js';
import { uploadsDirectory } from '../../src/storage/index.js';
import { createTestContext, type TestContext } from '../helpers.js';
import { multipart, png } from '../upload-fixtures.js';
import { readEntries, resealManifest, writeEntries } from './archive-tools.js';
import { rawDocuments, uploadDigests } from './support.js';

let ctx: TestContext;
let work: string;
let archive: string;
let targetServer: EmbeddedMongo;
let targetClient: mongoose.mongo.MongoClient;
let target: RestoreTarget;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.send('POST', '/api/stocks', { symbol: 'NVDA', monthlyBX: 'HL' });
  await ctx.send('POST', '/api/holdings', { fund: 'Main Fund', ticker: 'MSFT', quantity: 10, tradePrice: 400.5 });
  const form = multipart('image', 'chart.png', png());
  const headers = (await ctx.login()).headers;
  expect((await ctx.request('/api/upload-image', { method: 'POST', headers, body: form })).status).toBe(201);
  work = await mkdtemp(path.join(tmpdir(), 'tb-refusals-'));
  archive = path.join(work, 'good.tar.gz');
  await backupToFile(
    backupSource(ctx.deps.db.getClient(), ctx.deps.db.name, undefined),
    uploadsDirectory(ctx.config),
    archive,
  );

  // The target already holds other data: a refused restore must leave it exactly as it is.
  targetServer = await startEmbeddedMongo({ port: 0 });
  targetClient = await new mongoose.mongo.MongoClient(targetServer.uri).connect();
  await targetClient.db('target').collection('stocks').insertOne({ symbol: 'KEEP', createdAt: new Date() });
  const uploadsDir = path.join(work, 'target-uploads');
  await mkdir(path.join(uploadsDir, 'images'), { recursive: true });
  await writeFile(path.join(uploadsDir, 'images', `${'a'.repeat(32)}.png`), png());
  target = { client: targetClient, database: 'target', uploadsDir };
});

afterAll(async () => {
  await targetClient.close();
  await targetServer.stop();
  await ctx.stop();
  await rm(work, { recursive: true, force: true });
});

async function targetState() {
  return {
    documents: await rawDocuments(targetClient, 'target'),
    files: await uploadDigests(target.uploadsDir as string),
  };
}

/** Restores `file` with --drop and expects a refusal matching `message`, with the target unchanged. */
async function expectRefused(file: string, message: RegExp) {
  const before = await targetState();
  const error = await restoreArchive(file, target, { drop: true }).then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(BackupError);
  expect((error as Error).message).toMatch(message);
  expect((error as Error).message).toMatch(/nothing was changed/);
  expect(await targetState()).toEqual(before);
}

async function variant(name: string, change: (entries: Awaited<ReturnType<typeof readEntries>>) => void) {
  const entries = await readEntries(archive);
  change(entries);
  const file = path.join(work, `${name}.tar.gz`);
  await writeEntries(file, entries);
  return file;
}

describe('restore refuses a bad archive and changes nothing', () => {
  test('a truncated archive', async () => {
    const bytes = await readFile(archive);
    const file = path.join(work, 'truncated.tar.gz');
    await writeFile(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expectRefused(file, /truncated/);
  });

  test('a flipped byte', async () => {
    const bytes = Buffer.from(await readFile(archive));
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    const file = path.join(work, 'flipped.tar.gz');
    await writeFile(file, bytes);
    // Whichever check meets the change first names it: the gzip layer, a BSON document, a schema or a checksum.
    await expectRefused(file, /damaged|truncated|not valid BSON|does not match|manifest/);
  });

  test('an entry whose bytes do not match the checksum in the manifest', async () => {
    const file = await variant('checksum', (entries) => {
      const name = [...entries.keys()].find((key) => key.startsWith('uploads/'))!;
      const bytes = Buffer.from(entries.get(name)!);
      bytes[bytes.length - 1]! ^= 0x01;
      entries.set(name, bytes);
    });
    await expectRefused(file, /uploads\/images\/[0-9a-f]{32}\.png does not match its SHA-256 checksum/);
  });

  test('a document that fails its entity schema (checksums resealed, so only the schema can catch it)', async () => {
    const file = await variant('schema', (entries) => {
      const name = 'dump/tradeboard_test/stocks.bson';
      const doc = BSON.deserialize(entries.get(name)!);
      entries.set(name, Buffer.from(BSON.serialize({ ...doc, monthlyBX: 'UP' })));
      resealManifest(entries, name);
    });
    await expectRefused(
      file,
      /stocks\.bson: document 1 \(_id [0-9a-f]{24}\) does not match the stocks schema: monthlyBX/,
    );
  });

  test('a document count that does not match the manifest', async () => {
    const file = await variant('count', (entries) => {
      const name = 'dump/tradeboard_test/holdings.bson';
      entries.set(name, Buffer.concat([entries.get(name)!, entries.get(name)!]));
      resealManifest(entries, name);
    });
    await expectRefused(file, /holdings\.bson holds 2 documents, the manifest says 1/);
  });

  test('a foreign archive: no manifest, or entries that are not ours', async () => {
    const noManifest = await variant('no-manifest', (entries) => entries.delete('manifest.json'));
    await expectRefused(noManifest, /not a Tradeboard backup: manifest\.json is missing/);
    const foreign = await variant('foreign', (entries) => entries.set('etc/passwd', Buffer.from('root:x:0:0')));
    await expectRefused(foreign, /'etc\/passwd', which is not part of a Tradeboard backup/);
    const notGzip = path.join(work, 'plain.txt');
    await writeFile(notGzip, 'just some text, not an archive');
    await expectRefused(notGzip, /damaged or is not a gzip file/);
  });

  test('a target that already holds data without --drop is refused; with --drop it is replaced', async () => {
    const before = await targetState();
    await expect(restoreArchive(archive, target, { drop: false })).rejects.toThrow(
      /already holds data \(stocks, 1 uploaded file\)\. Restore with --drop/,
    );
    expect(await targetState()).toEqual(before);
    const copy = path.join(work, 'copy.tar.gz');
    await copyFile(archive, copy);
    const summary = await restoreArchive(copy, target, { drop: true });
    expect(summary.documents).toBeGreaterThanOrEqual(3);
    const after = await targetState();
    expect(Object.values(after.documents.stocks ?? {})).toHaveLength(1);
    expect(await targetClient.db('target').collection('stocks').findOne({ symbol: 'KEEP' })).toBeNull();
    expect(Object.keys(after.files)).toHaveLength(1);
    expect(after.files).not.toEqual(before.files);
  });
});
