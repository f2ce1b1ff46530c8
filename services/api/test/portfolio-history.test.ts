/** GET /api/portfolio-metrics/history: the Fund Performance chart's range query over stored daily snapshots. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PortfolioMetricsHistorySchema } from '@tradeboard/types';
import { createTestContext, readJson, type Json, type TestContext } from './helpers.js';

let ctx: TestContext;
const TODAY = new Date(2025, 5, 15, 12); // 06/15/2025, server local

/** Stored snapshots as the API keeps them (one per local day), written straight to the collection. */
const DAYS: Array<[string, number, number | null]> = [
  ['12/31/2024', 900, null],
  ['01/01/2025', 1000, 100],
  ['03/15/2025', 1100, 100],
  ['05/15/2025', 1200, 100],
  ['06/08/2025', 1250, 50],
  ['06/09/2025', 1300, 50],
  ['06/15/2025', 1280, -20],
  ['06/16/2025', 9999, 8719], // dated after today (a clock moved back): never in a range
];

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(TODAY);
  for (const [date, totalValue, dailyPnl] of DAYS) {
    await ctx.models.portfolioMetrics.create({ date, totalValue, dailyPnl, activePositions: 3, activeBots: 2 });
  }
});
afterAll(() => ctx.stop());

const history = async (query: string) => {
  const res = await ctx.request(`/api/portfolio-metrics/history${query}`);
  expect(res.status).toBe(200);
  const body = await readJson(res);
  expect(PortfolioMetricsHistorySchema.parse(body)).toEqual(body);
  return body;
};
const dates = (body: Json) => body.snapshots.map((snapshot: Json) => snapshot.date);

describe('GET /api/portfolio-metrics/history', () => {
  test('each range returns the stored days from its first day up to today, oldest first', async () => {
    expect(dates(await history('?range=1W'))).toEqual(['06/09/2025', '06/15/2025']);
    expect(dates(await history('?range=1M'))).toEqual(['05/15/2025', '06/08/2025', '06/09/2025', '06/15/2025']);
    expect(dates(await history('?range=3M'))).toEqual([
      '03/15/2025',
      '05/15/2025',
      '06/08/2025',
      '06/09/2025',
      '06/15/2025',
    ]);
    expect(dates(await history('?range=YTD'))).toEqual([
      '01/01/2025',
      '03/15/2025',
      '05/15/2025',
      '06/08/2025',
      '06/09/2025',
      '06/15/2025',
    ]);
    expect(dates(await history('?range=ALL'))).toEqual([
      '12/31/2024',
      '01/01/2025',
      '03/15/2025',
      '05/15/2025',
      '06/08/2025',
      '06/09/2025',
      '06/15/2025',
    ]);
  });

  test('the answer names its range and bounds, and each snapshot carries the chart figures', async () => {
    const body = await history('?range=1W');
    expect(body).toMatchObject({ range: '1W', from: '06/09/2025', to: '06/15/2025' });
    expect(body.snapshots[1]).toEqual({
      id: expect.any(String),
      date: '06/15/2025',
      totalValue: 1280,
      dailyPnl: -20,
      activePositions: 3,
      activeBots: 2,
    });
    expect((await history('?range=ALL')).from).toBeNull();
  });

  test('the default range is 1M', async () => {
    expect(await history('')).toMatchObject({ range: '1M', from: '05/15/2025' });
  });

  test('an unknown range is a 400 naming the choices, and nothing is written', async () => {
    const before = await ctx.models.portfolioMetrics.countDocuments();
    const res = await ctx.request('/api/portfolio-metrics/history?range=2Y');
    expect(res.status).toBe(400);
    expect((await readJson(res)).issues[0].message).toBe('Range must be one of: 1W, 1M, 3M, YTD, ALL');
    expect(await ctx.models.portfolioMetrics.countDocuments()).toBe(before);
  });

  test('reading the history saves no snapshot (only the metrics reads do)', async () => {
    ctx.clock.set(new Date(2025, 5, 20, 9));
    const body = await history('?range=1W');
    expect(dates(body)).toEqual(['06/15/2025', '06/16/2025']);
    expect(await ctx.models.portfolioMetrics.countDocuments({ date: '06/20/2025' })).toBe(0);
    ctx.clock.set(TODAY);
  });

  test('a snapshot saved by the metrics read appears in the history the same day', async () => {
    ctx.clock.set(new Date(2025, 5, 21, 9));
    await ctx.request('/api/portfolio-metrics');
    expect(dates(await history('?range=1W')).at(-1)).toBe('06/21/2025');
    ctx.clock.set(TODAY);
  });

  test('it is documented in openapi.json with its range choices', async () => {
    const doc = await readJson(await ctx.request('/api/openapi.json'));
    const operation = doc.paths['/api/portfolio-metrics/history'].get;
    expect(operation.description).toMatch(/Order: oldest first/);
    expect(operation.parameters[0]).toMatchObject({
      name: 'range',
      in: 'query',
      schema: { enum: ['1W', '1M', '3M', 'YTD', 'ALL'] },
    });
    expect(doc.components.schemas.PortfolioMetricsHistory).toBeDefined();
  });
});
