/**
 * Moves the uploads of DATA_DIR/uploads into GridFS under the same keys (so every stored URL keeps
 * working), streaming each file. Safe to run again: a key GridFS already holds with the same size is
 * skipped. With `deleteAfter`, a disk file is removed once GridFS holds all its bytes.
 */
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { listUploadKeys } from '../backup/upload-store.js';
import type { GridFsStorage } from '../storage/gridfs.js';

export interface MoveSummary {
  moved: number;
  skipped: number;
  bytes: number;
  deleted: number;
}

export async function moveUploadsToGridFs(
  uploadsDir: string,
  gridfs: GridFsStorage,
  { deleteAfter = false }: { deleteAfter?: boolean } = {},
): Promise<MoveSummary> {
  const summary: MoveSummary = { moved: 0, skipped: 0, bytes: 0, deleted: 0 };
  for (const key of await listUploadKeys(uploadsDir)) {
    const file = path.join(uploadsDir, ...key.split('/'));
    const { size } = await stat(file);
    const stored = await gridfs.stat(key);
    if (stored && stored.size === size) {
      summary.skipped += 1;
    } else {
      // A partial copy from an interrupted earlier run is replaced.
      if (stored) await gridfs.delete(key);
      await gridfs.saveAs(key, createReadStream(file));
      if ((await gridfs.stat(key))?.size !== size)
        throw new Error(`${key}: GridFS holds a different size than the disk`);
      summary.moved += 1;
      summary.bytes += size;
    }
    if (deleteAfter) {
      await rm(file);
      summary.deleted += 1;
    }
  }
  return summary;
}
