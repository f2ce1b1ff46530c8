/**
 * Uploaded files as backups read them and restores write them, from either store (a folder on
 * disk, or GridFS). The archive holds them the same way (uploads/<key>) whichever store made it,
 * so a backup of one restores into the other.
 */
import { open, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { UploadStore } from '../storage/index.js';
import { isValidKey } from '../storage/keys.js';

/** Server-made keys under the uploads folder ('images/<hex>.png'), in a stable order. */
export async function listUploadKeys(uploadsDir: string): Promise<string[]> {
  const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploadsDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter(isValidKey)
    .sort();
}

export interface OpenedUpload {
  size: number;
  mtime: Date;
  stream: Readable;
  close(): Promise<void>;
}

export async function listUploads(store: UploadStore): Promise<string[]> {
  return typeof store === 'string' ? listUploadKeys(store) : store.listKeys();
}

/** Null when the file went away since it was listed. */
export async function openUpload(store: UploadStore, key: string): Promise<OpenedUpload | null> {
  if (typeof store !== 'string') {
    const opened = await store.open(key);
    return opened
      ? { size: opened.size, mtime: opened.lastModified, stream: opened.stream, close: async () => undefined }
      : null;
  }
  // Open first: a file deleted after this still reads to the end (uploads are never changed in place).
  const handle = await open(path.join(store, ...key.split('/'))).catch(() => null);
  if (!handle) return null;
  const { size, mtime } = await handle.stat();
  return { size, mtime, stream: handle.createReadStream({ autoClose: false }), close: () => handle.close() };
}
