import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config.js';
import { startSnapshotSchedule } from '../src/services/snapshot-schedule.js';
import { createTestContext, type TestContext } from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.stop());

const snapshotDates = async () =>
  (await ctx.models.portfolioMetrics.find({}, { date: 1 }).sort({ _dateKey: 1 }).lean()).map((doc) => doc.date);

describe('the daily portfolio snapshot taken by the server (issue 28)', () => {
  test("at start it saves today's snapshot when it is missing, with nobody opening the overview", async () => {
    await ctx.send('POST', '/api/holdings', { ticker: 'AMZN', quantity: 40, tradePrice: 182.35 });
    ctx.clock.set(new Date(2026, 2, 10, 9));
    const first = await startSnapshotSchedule(ctx.deps);
    first.stop();
    expect(await snapshotDates()).toEqual(['03/10/2026']);
    const stored = await ctx.models.portfolioMetrics.findOne({ date: '03/10/2026' }).lean();
    expect(stored).toMatchObject({ totalValue: 40 * 182.35, activePositions: 1 });

    // The next day, started again: a second day's snapshot; started twice a day: still one per day.
    ctx.clock.set(new Date(2026, 2, 11, 9));
    (await startSnapshotSchedule(ctx.deps)).stop();
    (await startSnapshotSchedule(ctx.deps)).stop();
    expect(await snapshotDates()).toEqual(['03/10/2026', '03/11/2026']);
  });

  test('runs after the US market close by default (16:15 New York, weekdays); both are configurable', async () => {
    const schedule = await startSnapshotSchedule(ctx.deps);
    const next = schedule.nextRun()!;
    schedule.stop();
    const newYork = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(next);
    expect(newYork).toMatch(/^(Mon|Tue|Wed|Thu|Fri),? 16:15$/);

    const env = { NODE_ENV: 'test', DATA_DIR: ctx.dataDir };
    expect(loadConfig({ ...env, SNAPSHOT_CRON: '0 22 * * *', SNAPSHOT_TIME_ZONE: 'UTC' }).snapshot).toEqual({
      cron: '0 22 * * *',
      timeZone: 'UTC',
    });
    expect(() => loadConfig({ ...env, SNAPSHOT_CRON: 'at close' })).toThrow(/SNAPSHOT_CRON/);
    expect(() => loadConfig({ ...env, SNAPSHOT_TIME_ZONE: 'Mars/Olympus' })).toThrow(/SNAPSHOT_TIME_ZONE/);
  });
});
