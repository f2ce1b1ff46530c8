/**
 * A backup written to a file: streamed to `<name>.partial` and renamed when complete, so a file with
 * the final name is always a whole archive.
 */
import type { UploadStore } from '../storage/index.js';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { writeBackup, type BackupSource, type BackupSummary } from './write-backup.js';

export async function backupToFile(
  source: BackupSource,
  uploadsDir: UploadStore,
  file: string,
  now = new Date(),
): Promise<BackupSummary & { bytes: number }> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const out = createWriteStream(partial, { flags: 'w', mode: 0o600 });
  try {
    const summary = await writeBackup(source, uploadsDir, out, now);
    await rename(partial, file);
    return { ...summary, bytes: out.bytesWritten };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
