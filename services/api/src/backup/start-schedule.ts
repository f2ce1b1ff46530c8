/** Starts scheduled backups when BACKUP_DIR is set (called once the server listens). */
import type { AppDeps } from '../deps.js';
import { uploadStoreFor } from '../storage/index.js';
import { BackupScheduler } from './scheduler.js';
import { backupSource } from './sources.js';

export async function startBackupSchedule(deps: AppDeps): Promise<BackupScheduler | undefined> {
  const { dir, everyMs, keep } = deps.config.backup;
  if (!dir) return undefined;
  const scheduler = new BackupScheduler({
    dir,
    everyMs,
    keep,
    source: backupSource(deps.db.getClient(), deps.db.name, deps.config.mongodbUri),
    uploadsDir: uploadStoreFor(deps.config, deps.db.db!),
    logger: deps.logger,
  });
  await scheduler.start();
  deps.logger.info({ dir, everyMinutes: everyMs / 60_000, keep }, 'scheduled backups on');
  return scheduler;
}
