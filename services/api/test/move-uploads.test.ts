/**
 * Moving disk uploads into GridFS (issue 30): every file under the same key, byte-equal; running it
 * again moves nothing; --delete empties the disk folder only of files GridFS holds.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { moveUploadsToGridFs } from '../src/admin/move-uploads.js';
import { GridFsStorage, type LocalDiskStorage, uploadsDirectory } from '../src/storage/index.js';
import { createTestContext, type TestContext } from './helpers.js';

let ctx: TestContext;
let disk: LocalDiskStorage;
let gridfs: GridFsStorage;
const files = new Map<string, Buffer>();
beforeAll(async () => {
  ctx = await createTestContext();
  disk = ctx.deps.storage as LocalDiskStorage;
  gridfs = new GridFsStorage(ctx.deps.db.db!);
  for (const [folder, extension, size] of [
    ['images', '.png', 1000],
    ['videos', '.mp4', 700_000],
  ] as const) {
    const bytes = Buffer.from(Array.from({ length: size }, (_, i) => (i * 7) % 256));
    const stored = await disk.save(Readable.from([bytes]), { folder, extension, contentType: 'x/y', maxBytes: 1e7 });
    files.set(stored.key, bytes);
  }
});
afterAll(() => ctx.stop());

test('every disk upload lands in GridFS under its key; a second run moves nothing; --delete clears the disk', async () => {
  const dir = uploadsDirectory(ctx.config);
  expect(await moveUploadsToGridFs(dir, gridfs)).toEqual({ moved: 2, skipped: 0, bytes: 701_000, deleted: 0 });
  for (const [key, bytes] of files) expect((await buffer((await gridfs.open(key))!.stream)).equals(bytes)).toBe(true);
  expect(await moveUploadsToGridFs(dir, gridfs, { deleteAfter: true })).toEqual({
    moved: 0,
    skipped: 2,
    bytes: 0,
    deleted: 2,
  });
  const left = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  expect(left.map((entry) => path.join(entry.parentPath, entry.name))).toEqual([]);
  expect((await gridfs.listKeys()).sort()).toEqual([...files.keys()].sort());
});
