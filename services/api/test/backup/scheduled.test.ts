/** Scheduled backups keep exactly BACKUP_KEEP archives; the settings are validated at start. */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { BackupScheduler } from '../../src/backup/scheduler.js';
import { backupSource } from '../../src/backup/sources.js';
import { verifyArchive } from '../../src/backup/verify.js';
import { loadConfig } from '../../src/config.js';
import { uploadsDirectory } from '../../src/storage/index.js';
import { createTestContext, type TestContext } from '../helpers.js';

let ctx: TestContext;
let dir: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.send('POST', '/api/stocks', { symbol: 'NVDA' });
  dir = await mkdtemp(path.join(tmpdir(), 'tb-scheduled-'));
});
afterAll(async () => {
  await ctx.stop();
  await rm(dir, { recursive: true, force: true });
});

function scheduler(keep: number, clock: () => Date, logger = ctx.deps.logger) {
  return new BackupScheduler({
    dir,
    everyMs: 3_600_000,
    keep,
    source: backupSource(ctx.deps.db.getClient(), ctx.deps.db.name, undefined),
    uploadsDir: uploadsDirectory(ctx.config),
    logger,
    clock,
  });
}

describe('scheduled backups', () => {
  test('after each backup only the newest BACKUP_KEEP archives remain, each a valid backup; other files are left alone', async () => {
    await writeFile(path.join(dir, 'notes.txt'), 'mine');
    let now = Date.parse('2026-01-01T00:00:00Z');
    const backups = scheduler(3, () => new Date(now));
    const written: string[] = [];
    for (let i = 0; i < 5; i++) {
      now += 3_600_000;
      written.push((await backups.runNow())!);
    }
    const archives = await backups.archives();
    expect(archives).toEqual(written.slice(-3).map((file) => path.basename(file)));
    expect((await readdir(dir)).sort()).toEqual([...archives, 'notes.txt'].sort());
    for (const name of archives) expect((await verifyArchive(path.join(dir, name))).documents).toBeGreaterThan(0);
  });

  test('the timer runs a backup when one is due and logs one line per backup and per failure', async () => {
    const lines: string[] = [];
    const logger = {
      info: (_: unknown, message: string) => lines.push(message),
      error: (_: unknown, message: string) => lines.push(message),
    } as never;
    const backups = scheduler(10, () => new Date(), logger);
    const before = (await backups.archives()).length;
    // The newest archive above is named 2026-01-01T05:00Z, more than BACKUP_EVERY ago: one is due at once.
    await backups.start();
    await vi.waitFor(async () => expect((await backups.archives()).length).toBe(before + 1), {
      timeout: 10_000,
      interval: 50,
    });
    await backups.stop();
    expect(lines).toContain('backup written');

    const broken = new BackupScheduler({
      dir: path.join(dir, 'notes.txt', 'x'),
      everyMs: 60_000,
      keep: 1,
      source: backupSource(ctx.deps.db.getClient(), ctx.deps.db.name, undefined),
      uploadsDir: uploadsDirectory(ctx.config),
      logger,
    });
    expect(await broken.runNow()).toBeUndefined();
    expect(lines).toContain('backup failed');
  });

  test('BACKUP_EVERY and BACKUP_KEEP are validated at start; BACKUP_DIR resolves like DATA_DIR', () => {
    expect(loadConfig({ BACKUP_DIR: '/srv/backups', BACKUP_EVERY: '12h', BACKUP_KEEP: '5' }).backup).toEqual({
      dir: '/srv/backups',
      everyMs: 12 * 3_600_000,
      keep: 5,
    });
    expect(loadConfig({}).backup).toEqual({ dir: undefined, everyMs: 24 * 3_600_000, keep: 7 });
    expect(loadConfig({ BACKUP_DIR: 'b', INIT_CWD: '/srv/app' }).backup.dir).toBe('/srv/app/b');
    expect(() => loadConfig({ BACKUP_EVERY: 'daily' })).toThrow(
      /BACKUP_EVERY: must be a duration such as 30m, 24h or 7d/,
    );
    expect(() => loadConfig({ BACKUP_EVERY: '10s' })).toThrow(/BACKUP_EVERY: must be at least 1m/);
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP: must be at least 1/);
  });
});
