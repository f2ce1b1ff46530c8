/**
 * Scheduled backups inside the running server (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP): the first one
 * at start when the newest archive in BACKUP_DIR is older than BACKUP_EVERY (or there is none), then
 * every BACKUP_EVERY; after each, only the newest BACKUP_KEEP archives are kept. One log line per
 * backup and per failure. Requests go on meanwhile (see snapshot.ts for the moment writes wait).
 */
import type { UploadStore } from '../storage/index.js';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger.js';
import { backupToFile } from './backup-to-file.js';
import { BACKUP_FILE_PATTERN, backupFileName, backupFileTime } from './file-names.js';
import type { BackupSource } from './write-backup.js';

export interface ScheduleOptions {
  dir: string;
  everyMs: number;
  keep: number;
  source: BackupSource;
  uploadsDir: UploadStore;
  logger: Logger;
  clock?: () => Date;
}

export class BackupScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;
  private readonly clock: () => Date;

  constructor(private readonly options: ScheduleOptions) {
    this.clock = options.clock ?? (() => new Date());
  }

  /** Archive names in the folder, oldest first (names sort by time). */
  async archives(): Promise<string[]> {
    const names = await readdir(this.options.dir).catch(() => [] as string[]);
    return names.filter((name) => BACKUP_FILE_PATTERN.test(name)).sort();
  }

  async start(): Promise<void> {
    const archives = await this.archives();
    const newest = archives.at(-1);
    const last = newest ? (backupFileTime(newest)?.getTime() ?? 0) : 0;
    this.schedule(Math.max(0, last + this.options.everyMs - this.clock().getTime()));
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    // setTimeout holds at most ~24.8 days; longer waits are taken in steps.
    const step = Math.min(delayMs, 2 ** 31 - 1);
    this.timer = setTimeout(() => {
      if (step < delayMs) return this.schedule(delayMs - step);
      void this.runNow().finally(() => this.schedule(this.options.everyMs));
    }, step);
    this.timer.unref();
  }

  /** One backup now, then pruning; logs the outcome and never throws. Answers the file, or undefined on failure. */
  runNow(): Promise<string | undefined> {
    const run = (async () => {
      await this.running;
      const started = performance.now();
      const file = path.join(this.options.dir, backupFileName(this.clock()));
      try {
        const summary = await backupToFile(this.options.source, this.options.uploadsDir, file, this.clock());
        this.options.logger.info(
          {
            file,
            bytes: summary.bytes,
            documents: summary.documents,
            files: summary.manifest.files.length,
            ms: Math.round(performance.now() - started),
          },
          'backup written',
        );
        await this.prune();
        return file;
      } catch (error) {
        this.options.logger.error({ err: error, file }, 'backup failed');
        return undefined;
      }
    })();
    this.running = run;
    return run;
  }

  private async prune(): Promise<void> {
    const archives = await this.archives();
    for (const name of archives.slice(0, Math.max(0, archives.length - this.options.keep))) {
      await rm(path.join(this.options.dir, name), { force: true });
      this.options.logger.info({ file: path.join(this.options.dir, name) }, 'old backup removed');
    }
  }

  /** No new backups; waits for one in progress to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
