/**
 * DATA_DIR is private to the user running Tradeboard: the folder and every folder in it 0700, every
 * file 0600 (database journal and snapshots, the socket, uploads, secrets, credentials). New files
 * are created with these modes where they are written; this also tightens what older versions left
 * behind (0644 files in 0755 folders), once at start.
 */
import { chmod, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

export async function makeDataDirPrivate(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await chmod(dataDir, PRIVATE_DIR_MODE);
  for (const entry of await readdir(dataDir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) await chmod(full, PRIVATE_DIR_MODE);
    else if (entry.isFile() || entry.isSocket()) await chmod(full, PRIVATE_FILE_MODE);
  }
}
