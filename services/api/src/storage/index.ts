/** Builds the FileStorage the server uses. */
import type { Config } from '../config.js';
import type { FileStorage } from './file-storage.js';

export type { FileStorage } from './file-storage.js';

/**
 * Placeholder until the local-disk store lands: every call fails clearly.
 * The uploads work replaces this body with `new LocalDiskStorage(path.join(config.dataDir, 'uploads'))`.
 */
export function createFileStorage(_config: Config): FileStorage {
  const missing = async (): Promise<never> => {
    throw new Error('File storage is not implemented yet');
  };
  return { save: missing, open: missing, stat: missing, delete: missing };
}
