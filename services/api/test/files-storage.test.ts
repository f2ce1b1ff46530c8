import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text as readText } from 'node:stream/consumers';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { LocalDiskStorage, ObjectTooLargeError } from '../src/storage/index.js';

let root: string;
let storage: LocalDiskStorage;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'tradeboard-storage-'));
  storage = new LocalDiskStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

const save = (content: string, maxBytes = 1000) =>
  storage.save(Readable.from([Buffer.from(content)]), {
    folder: 'videos',
    extension: '.mp4',
    contentType: 'video/mp4',
    maxBytes,
  });

test('save picks a random name in the folder, stat and open (whole or a range) read it back', async () => {
  const stored = await save('0123456789');
  expect(stored).toEqual({
    key: expect.stringMatching(/^videos\/[0-9a-f]{32}\.mp4$/),
    size: 10,
    contentType: 'video/mp4',
    url: `/uploads/${stored.key}`,
  });
  expect((await save('x')).key).not.toBe(stored.key);
  expect(await storage.stat(stored.key)).toMatchObject({ size: 10, contentType: 'video/mp4' });
  expect(await readText((await storage.open(stored.key))!.stream)).toBe('0123456789');
  expect(await readText((await storage.open(stored.key, { start: 2, end: 4 }))!.stream)).toBe('234');
  await storage.delete(stored.key);
  expect(await storage.stat(stored.key)).toBeNull();
});

test('more bytes than maxBytes rejects with ObjectTooLargeError and leaves no file', async () => {
  const before = await readdir(path.join(root, 'videos'));
  await expect(save('x'.repeat(11), 10)).rejects.toBeInstanceOf(ObjectTooLargeError);
  expect(await readdir(path.join(root, 'videos'))).toEqual(before);
});

test('keys that the store did not make are not found, whatever they point at', async () => {
  for (const key of [
    '../outside.txt',
    'videos/../../etc/passwd',
    'videos/abc.mp4',
    '/etc/passwd',
    'videos/' + 'a'.repeat(32) + '.mp4/..',
  ]) {
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.open(key)).toBeNull();
  }
  await expect(
    storage.save(Readable.from([]), { folder: '../up', extension: '.mp4', contentType: 'video/mp4', maxBytes: 1 }),
  ).rejects.toThrow(/folder/);
  await expect(
    storage.save(Readable.from([]), { folder: 'videos', extension: '/x.sh', contentType: 'video/mp4', maxBytes: 1 }),
  ).rejects.toThrow(/extension/);
});

test('removeLeftoverParts deletes the .part files a crashed upload left, and keeps stored files', async () => {
  const kept = await save('complete');
  const leftover = path.join(root, 'videos', `.${'b'.repeat(32)}.mp4.part`);
  await writeFile(leftover, 'half');
  expect(await storage.removeLeftoverParts()).toBe(1);
  expect(await readdir(path.join(root, 'videos'))).not.toContain(path.basename(leftover));
  expect(await storage.stat(kept.key)).toMatchObject({ size: 8 });
});
