import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  DASHBOARD_FALLBACKS,
  DashboardDataSchema,
  PortfolioMetricsSchema,
  StudentInsightsSchema,
} from '@tradeboard/types';
import { createTestContext, readJson, type Json, type TestContext } from './helpers.js';

let ctx: TestContext;
const DAY1 = new Date(2025, 5, 2, 10);
const DAY2 = new Date(2025, 5, 3, 9);
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(DAY1);
});
afterAll(() => ctx.stop());

const get = async (path: string) => {
  const res = await ctx.request(path);
  expect(res.status).toBe(200);
  return readJson(res);
};
const snapshots = () => ctx.models.portfolioMetrics.find().sort({ _dateKey: 1 }).lean();

describe('GET /api/portfolio-metrics', () => {
  test('with no data the figures are real zeros, never the placeholders; a snapshot for today is saved', async () => {
    const metrics = await get('/api/portfolio-metrics');
    expect(PortfolioMetricsSchema.parse(metrics)).toEqual(metrics);
    expect(metrics).toEqual({
      date: '06/02/2025',
      totalValue: 0,
      dailyPnl: null,
      dailyPnlPercent: null,
      previousSnapshotDate: null,
      activePositions: 0,
      activeBots: 0,
      pricedPositions: 0,
      pricesAsOf: null,
      generatedAt: DAY1.toISOString(),
    });
    expect(metrics.totalValue).not.toBe(DASHBOARD_FALLBACKS.totalValue);
    expect((await snapshots()).map((s) => [s.date, s.totalValue])).toEqual([['06/02/2025', 0]]);
  });

  test('total value = quantity x current price (else trade price); positions; bot flags across the watchlist', async () => {
    await ctx.send('POST', '/api/holdings', { ticker: 'AAPL', quantity: 10, tradePrice: 100, currentPrice: 120 });
    await ctx.send('POST', '/api/holdings', { fund: 'Growth Fund', ticker: 'MSFT', quantity: 5, tradePrice: 50.1 });
    await ctx.send('POST', '/api/stocks', { symbol: 'AAPL', hybridBotPosition: true, swingBotPosition: true });
    await ctx.send('POST', '/api/stocks', { symbol: 'NVDA', hourBotPosition: true });
    await ctx.send('POST', '/api/stocks', { symbol: 'AMD' });

    const metrics = await get('/api/portfolio-metrics');
    expect(metrics).toMatchObject({
      date: '06/02/2025',
      totalValue: 1450.5,
      dailyPnl: null,
      activePositions: 2,
      activeBots: 3,
    });
    // Still one snapshot for the day, now holding the latest figures.
    expect((await snapshots()).map((s) => [s.date, s.totalValue, s.activePositions, s.activeBots])).toEqual([
      ['06/02/2025', 1450.5, 2, 3],
    ]);
    // Reading again with nothing changed writes nothing (each write would be a live-update event for every page).
    const [stored] = await snapshots();
    await get('/api/portfolio-metrics');
    await get('/api/dashboard-data');
    expect(await snapshots()).toEqual([stored]);
  });

  test("the next day, today's P&L is measured against the previous day's snapshot", async () => {
    ctx.clock.set(DAY2);
    await ctx.send('POST', '/api/holdings', { fund: 'Value Fund', ticker: 'KO', quantity: 10, tradePrice: 6.05 });
    const metrics = await get('/api/portfolio-metrics');
    expect(metrics).toMatchObject({
      date: '06/03/2025',
      totalValue: 1511,
      dailyPnl: 60.5,
      previousSnapshotDate: '06/02/2025',
      activePositions: 3,
    });
    expect(metrics.dailyPnlPercent).toBeCloseTo((60.5 / 1450.5) * 100, 10);
    expect((await snapshots()).map((s) => [s.date, s.totalValue, s.dailyPnl])).toEqual([
      ['06/02/2025', 1450.5, null],
      ['06/03/2025', 1511, 60.5],
    ]);
  });
});

describe('GET /api/dashboard-data', () => {
  test('metrics, top 5 performers by percent gain, and one summary per fund', async () => {
    await ctx.send('POST', '/api/holdings', {
      fund: 'Income Fund',
      ticker: 'CSV',
      quantity: 1,
      tradePrice: 10,
      pnlPercent: 35,
    });
    await ctx.send('POST', '/api/holdings', {
      fund: 'Income Fund',
      ticker: 'LOSS',
      quantity: 1,
      tradePrice: 10,
      currentPrice: 8,
    });
    await ctx.send('POST', '/api/holdings', {
      fund: 'Income Fund',
      ticker: 'ENTRY',
      quantity: 1,
      tradePrice: 10,
      entryPrice: 4,
      currentPrice: 5,
    });
    await ctx.send('POST', '/api/holdings', {
      fund: 'Income Fund',
      ticker: 'FLAT',
      quantity: 1,
      tradePrice: 10,
      currentPrice: 10,
    });

    const data = await get('/api/dashboard-data');
    expect(DashboardDataSchema.parse(data)).toEqual(data);
    expect(data.metrics).toMatchObject({ date: '06/03/2025', activePositions: 7, activeBots: 3 });
    // Gains: CSV 35 (stored pnlPercent), ENTRY 25, AAPL 20, FLAT 0, LOSS -20; MSFT and KO have no known gain.
    expect(data.topPerformers.map((p: Json) => [p.ticker, p.gainPercent])).toEqual([
      ['CSV', 35],
      ['ENTRY', 25],
      ['AAPL', 20],
      ['FLAT', 0],
      ['LOSS', -20],
    ]);
    expect(data.topPerformers[1]).toMatchObject({
      symbol: 'ENTRY',
      fund: 'Income Fund',
      entryPrice: 4,
      currentPrice: 5,
      quantity: 1,
    });
    expect(data.fundSummaries).toEqual([
      { fund: 'Main Fund', positionCount: 1, totalValue: 1200, status: 'Active' },
      { fund: 'Growth Fund', positionCount: 1, totalValue: 250.5, status: 'Active' },
      { fund: 'Value Fund', positionCount: 1, totalValue: 60.5, status: 'Active' },
      { fund: 'Income Fund', positionCount: 4, totalValue: 33, status: 'Active' },
      { fund: 'Balanced Fund', positionCount: 0, totalValue: 0, status: 'Empty' },
    ]);
  });
});

describe('GET /api/student-insights', () => {
  test("the student portal's figures in one call", async () => {
    await ctx.send('POST', '/api/holdings', { ticker: 'TSLA', quantity: 2, tradePrice: 200, pnlOpen: -15.5 });
    await ctx.send('PATCH', `/api/holdings/${(await get('/api/holdings?fund=Main%20Fund'))[0].id}`, { pnlOpen: 40 });
    await ctx.send('POST', '/api/options', {
      ticker: 'SPY',
      optionType: 'CALL',
      strike: 500,
      expiry: '06/20/2025',
      quantity: 1,
      price: 2,
    });
    await ctx.send('POST', '/api/options', {
      fund: 'Growth Fund',
      ticker: 'QQQ',
      optionType: 'PUT',
      strike: 400,
      expiry: '06/20/2025',
      quantity: 1,
      price: 2,
    });
    await ctx.send('POST', '/api/manual-pnl', { fund: 'Main Fund', ytdPnl: 1000 });
    const midnight = new Date(2025, 5, 3);
    await ctx.models.unusualFlow.create([
      {
        ticker: 'OLD',
        optionType: 'PUT',
        strike: 1,
        expiry: '06/20/2025',
        createdAt: new Date(midnight.getTime() - 60_000),
      },
      {
        ticker: 'NEW',
        optionType: 'CALL',
        strike: 1,
        expiry: '06/20/2025',
        createdAt: new Date(midnight.getTime() + 60_000),
      },
    ]);
    await ctx.send('POST', '/api/daily-activity', {
      fund: 'Main Fund',
      date: '06/03/2025',
      addedPositions: ['TSLA'],
      removedPositions: ['NFLX'],
    });
    await ctx.send('POST', '/api/next-session-trades', { ticker: 'AMZN', action: 'add' });
    await ctx.send('POST', '/api/next-session-trades', { ticker: 'AAPL', action: 'remove' });

    const insights = await get('/api/student-insights');
    expect(StudentInsightsSchema.parse(insights)).toEqual(insights);
    expect(insights).toEqual({
      watchlist: { count: 3, mainFundSymbols: ['AAPL', 'TSLA'], activeBots: 3 },
      mainFund: {
        positionCount: 2,
        totalValue: 1600,
        unrealizedPnl: 24.5,
        manualPnl: expect.objectContaining({ fund: 'Main Fund', ytdPnl: 1000, allTimePnl: null }),
        optionsCount: 1,
      },
      flow: {
        alertCount: 2,
        alertsToday: 1,
        latestAlertAt: new Date(midnight.getTime() + 60_000).toISOString(),
        manualPnl: null,
      },
      todayActivity: { date: '06/03/2025', addedPositions: ['TSLA'], removedPositions: ['NFLX'] },
      nextSession: { add: ['AMZN'], remove: ['AAPL'] },
      generatedAt: DAY2.toISOString(),
    });
  });
});
