/**
 * The daily portfolio snapshot taken by the server (issue 28): Fund Performance and Today's P&L
 * need one snapshot per day, and before this they were only saved when someone opened the overview.
 * A croner job takes it at config.snapshot (after the US market close by default); at start, one is
 * taken when today's is missing. The overview's own save on open stays as a fallback.
 */
import { Cron } from 'croner';
import { models } from '../db/models/index.js';
import type { AppDeps } from '../deps.js';
import { todayUs } from './calendar.js';
import { readPortfolioMetrics } from './portfolio-snapshot.js';

/** Computes today's figures and stores them as today's snapshot (a no-op when they are already stored). */
async function takePortfolioSnapshot(deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>): Promise<void> {
  await readPortfolioMetrics(models(deps.db), deps.clock(), deps.logger);
}

export interface SnapshotSchedule {
  /** When the next scheduled snapshot is due. */
  nextRun(): Date | null;
  stop(): void;
}

export async function startSnapshotSchedule(deps: AppDeps): Promise<SnapshotSchedule> {
  const { cron, timeZone } = deps.config.snapshot;
  const take = async () => {
    try {
      await takePortfolioSnapshot(deps);
    } catch (err) {
      // A failed snapshot must not stop the server; the next run or an opened overview saves one.
      deps.logger.error({ err }, 'the daily portfolio snapshot failed');
    }
  };
  const today = todayUs(deps.clock());
  if (!(await models(deps.db).portfolioMetrics.exists({ date: today }))) await take();
  const job = new Cron(cron, { timezone: timeZone, protect: true }, take);
  deps.logger.info({ cron, timeZone, next: job.nextRun()?.toISOString() }, 'daily portfolio snapshot scheduled');
  return { nextRun: () => job.nextRun(), stop: () => job.stop() };
}
