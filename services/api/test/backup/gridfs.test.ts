/**
 * Backups with GridFS file storage (issue 30): the files stored in GridFS go into the archive as
 * uploads/<key> entries (the GridFS collections themselves stay out of the database part), and a
 * restore writes them back into GridFS, or into a folder on disk: the archive is the same either way.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { startEmbeddedMongo, type EmbeddedMongo } from '@tradeboard/embedded-mongo';
import mongoose from 'mongoose';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { backupToFile } from '../../src/backup/backup-to-file.js';
import { restoreArchive } from '../../src/backup/restore.js';
import { backupSource } from '../../src/backup/sources.js';
import { GridFsStorage, uploadStoreFor } from '../../src/storage/index.js';
import { createTestContext, readJson, type TestContext } from '../helpers.js';
import { mp4, multipart, png } from '../upload-fixtures.js';
import { readEntries } from './archive-tools.js';

let ctx: TestContext;
let work: string;
let archive: string;
let target: EmbeddedMongo;
let targetClient: mongoose.mongo.MongoClient;
const uploaded = new Map<string, Buffer>();

beforeAll(async () => {
  ctx = await createTestContext({ env: { FILE_STORAGE: 'gridfs' } });
  const headers = (await ctx.login()).headers;
  const video = mp4(600_000);
  const image = png();
  const post = (route: string, body: FormData) => ctx.request(route, { method: 'POST', headers, body });
  const videoRes = await post('/api/trading-library/upload-video', multipart('video', 'lesson.mp4', video));
  const imageRes = await post(
    '/api/upload-image',
    multipart('image', 'c.png', image, { type: 'analysis', ticker: 'aapl' }),
  );
  // '/uploads/<folder>/<file>/<shown name>': the stored key is the two segments after /uploads/.
  const keyOf = (url: string) => url.replace('/uploads/', '').split('/').slice(0, 2).join('/');
  uploaded.set(keyOf((await readJson(videoRes)).fileUrl), video);
  uploaded.set(keyOf((await readJson(imageRes)).imageUrl), image);
  work = await mkdtemp(path.join(tmpdir(), 'tb-gridfs-backup-'));
  archive = path.join(work, 'gridfs.tar.gz');
  await backupToFile(
    backupSource(ctx.deps.db.getClient(), ctx.deps.db.name, undefined),
    uploadStoreFor(ctx.config, ctx.deps.db.db!),
    archive,
  );
  target = await startEmbeddedMongo({ port: 0 });
  targetClient = await new mongoose.mongo.MongoClient(target.uri).connect();
});

afterAll(async () => {
  await targetClient.close();
  await target.stop();
  await ctx.stop();
  await rm(work, { recursive: true, force: true });
});

test('the archive holds every GridFS file as uploads/<key>, and no GridFS collection', async () => {
  const entries = await readEntries(archive);
  for (const [key, bytes] of uploaded) expect(entries.get(`uploads/${key}`)?.equals(bytes)).toBe(true);
  expect(
    [...entries.keys()].filter((name) => name.includes('uploads.files') || name.includes('uploads.chunks')),
  ).toEqual([]);
});

test('restored into GridFS: every file byte-equal', async () => {
  const store = new GridFsStorage(targetClient.db('restored'));
  const summary = await restoreArchive(
    archive,
    { client: targetClient, database: 'restored', uploadsDir: store },
    { drop: false },
  );
  expect(summary.files).toBe(uploaded.size);
  expect(await store.listKeys()).toEqual([...uploaded.keys()].sort());
  for (const [key, bytes] of uploaded) expect((await buffer((await store.open(key))!.stream)).equals(bytes)).toBe(true);
});

test('restored into a folder on disk: every file byte-equal', async () => {
  const dir = path.join(work, 'disk-uploads');
  await restoreArchive(archive, { client: targetClient, database: 'on-disk', uploadsDir: dir }, { drop: false });
  for (const [key, bytes] of uploaded)
    expect((await readFile(path.join(dir, ...key.split('/')))).equals(bytes)).toBe(true);
});
