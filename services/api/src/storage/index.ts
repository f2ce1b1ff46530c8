/**
 * Builds the FileStorage the server uses: the local disk under DATA_DIR/uploads, or GridFS in the
 * database (FILE_STORAGE=gridfs, the default with MONGODB_URI: every process serves every file).
 */
import path from 'node:path';
import type { Connection, mongo } from 'mongoose';
import type { Config } from '../config.js';
import { GridFsStorage } from './gridfs.js';
import { LocalDiskStorage } from './local-disk.js';

export type { FileStorage } from './file-storage.js';
export { ObjectTooLargeError } from './errors.js';
export { LocalDiskStorage } from './local-disk.js';
export { GridFsStorage } from './gridfs.js';

/** URL path under which stored objects are served (see src/files/serve-uploads.ts). */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** Where uploaded files live on disk (backups read and restores write this folder). */
export function uploadsDirectory(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'uploads');
}

/** `db` is needed for GridFS (config.fileStorage 'gridfs'). */
export function createFileStorage(
  config: Pick<Config, 'dataDir'> & Partial<Pick<Config, 'fileStorage'>>,
  db?: Connection,
): LocalDiskStorage | GridFsStorage {
  if (config.fileStorage !== 'gridfs') return new LocalDiskStorage(uploadsDirectory(config), UPLOADS_URL_PREFIX);
  if (!db) throw new Error('GridFS file storage needs the database connection');
  return new GridFsStorage(db.db!, UPLOADS_URL_PREFIX);
}

/** Where backups read uploads from and restores write them to: a folder on disk, or GridFS. */
export type UploadStore = string | GridFsStorage;

export function uploadStoreFor(
  config: Pick<Config, 'dataDir'> & Partial<Pick<Config, 'fileStorage'>>,
  db: mongo.Db,
): UploadStore {
  return config.fileStorage === 'gridfs' ? new GridFsStorage(db, UPLOADS_URL_PREFIX) : uploadsDirectory(config);
}
