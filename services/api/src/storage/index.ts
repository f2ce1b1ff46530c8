/** Builds the FileStorage the server uses: the local disk under DATA_DIR/uploads. */
import path from 'node:path';
import type { Config } from '../config.js';
import { LocalDiskStorage } from './local-disk.js';

export type { FileStorage } from './file-storage.js';
export { ObjectTooLargeError } from './errors.js';
export { LocalDiskStorage } from './local-disk.js';

/** URL path under which stored objects are served (see src/files/serve-uploads.ts). */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** Where uploaded files live on disk (backups read and restores write this folder). */
export function uploadsDirectory(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'uploads');
}

export function createFileStorage(config: Pick<Config, 'dataDir'>): LocalDiskStorage {
  return new LocalDiskStorage(uploadsDirectory(config), UPLOADS_URL_PREFIX);
}
