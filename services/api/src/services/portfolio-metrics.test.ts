import { describe, expect, test } from 'vitest';
import {
  computePortfolioMetrics,
  dashboardTopPerformers,
  fundSummaries,
  roundCents,
  type HoldingRecord,
} from './portfolio-metrics.js';
import { summariseFund } from './student-insights.js';

const holding = (fields: Partial<HoldingRecord> & Pick<HoldingRecord, 'ticker'>): HoldingRecord => ({
  _id: `id-${fields.ticker}`,
  fund: 'Main Fund',
  quantity: 1,
  tradePrice: 1,
  entryPrice: null,
  currentPrice: null,
  pnlPercent: null,
  pnlOpen: null,
  ...fields,
});

const now = new Date(2025, 5, 2, 15, 0);

describe('portfolio metrics', () => {
  const holdings = [
    holding({ ticker: 'AAPL', quantity: 10, tradePrice: 100, currentPrice: 110.1 }),
    holding({ ticker: 'MSFT', quantity: 3, tradePrice: 0.1, fund: 'Growth Fund' }),
  ];
  const stocks = [
    { hybridBotPosition: true, swingBotPosition: true, hourBotPosition: false },
    { hourBotPosition: true },
  ];

  test('total value, positions and bots from the data; P&L against the previous snapshot', () => {
    const metrics = computePortfolioMetrics({
      holdings,
      stocks,
      previous: { date: '05/30/2025', totalValue: 1000 },
      today: '06/02/2025',
      now,
    });
    expect(metrics).toEqual({
      date: '06/02/2025',
      totalValue: 1101.3,
      dailyPnl: 101.3,
      dailyPnlPercent: expect.closeTo(10.13, 10),
      previousSnapshotDate: '05/30/2025',
      activePositions: 2,
      activeBots: 3,
      pricedPositions: 1,
      pricesAsOf: null,
      generatedAt: now.toISOString(),
    });
  });

  test('the prices the total stands on: the latest statement date among the current prices (issue 27)', () => {
    const priced = [
      holding({ ticker: 'A', currentPrice: 2, priceDate: '12/31/2024' }),
      holding({ ticker: 'B', currentPrice: 3, priceDate: '02/12/2025' }),
      holding({ ticker: 'C', currentPrice: null, priceDate: '03/01/2025' }),
      holding({ ticker: 'D' }),
    ];
    const figures = computePortfolioMetrics({ holdings: priced, stocks: [], previous: null, today: '06/02/2025', now });
    expect(figures).toMatchObject({ pricedPositions: 2, pricesAsOf: '02/12/2025' });
    const atCost = computePortfolioMetrics({
      holdings: [holding({ ticker: 'D' })],
      stocks: [],
      previous: null,
      today: '06/02/2025',
      now,
    });
    expect(atCost).toMatchObject({ pricedPositions: 0, pricesAsOf: null });
  });

  test('without a previous snapshot (or with a zero one) there is no daily P&L to report', () => {
    const first = computePortfolioMetrics({ holdings: [], stocks: [], previous: null, today: '06/02/2025', now });
    expect(first).toMatchObject({
      totalValue: 0,
      dailyPnl: null,
      dailyPnlPercent: null,
      previousSnapshotDate: null,
      activePositions: 0,
      activeBots: 0,
    });
    const fromZero = computePortfolioMetrics({
      holdings,
      stocks,
      previous: { date: '06/01/2025', totalValue: 0 },
      today: '06/02/2025',
      now,
    });
    expect(fromZero).toMatchObject({ dailyPnl: 1101.3, dailyPnlPercent: null });
  });

  test('money is rounded to cents', () => {
    expect(roundCents(0.1 + 0.2)).toBe(0.3);
    expect(roundCents(-1.005 * 1000)).toBe(-1005);
  });
});

describe('dashboard pieces', () => {
  test('top performers carry the holding, entry price and gain; at most 5', () => {
    const holdings = [
      holding({ ticker: 'UP', tradePrice: 10, currentPrice: 15 }),
      holding({ ticker: 'ENTRY', tradePrice: 10, entryPrice: 20, currentPrice: 30 }),
      ...['A', 'B', 'C', 'D'].map((ticker, index) => holding({ ticker, pnlPercent: index })),
    ];
    const top = dashboardTopPerformers(holdings);
    expect(top).toHaveLength(5);
    expect(top[0]).toEqual({
      id: 'id-ENTRY',
      fund: 'Main Fund',
      ticker: 'ENTRY',
      symbol: 'ENTRY',
      quantity: 1,
      entryPrice: 20,
      currentPrice: 30,
      gainPercent: 50,
    });
    expect(top.map((entry) => entry.ticker)).toEqual(['ENTRY', 'UP', 'D', 'C', 'B']);
  });

  test('one summary per fund in fund-list order, Active or Empty', () => {
    const summaries = fundSummaries([
      holding({ ticker: 'G1', fund: 'Growth Fund', quantity: 2, tradePrice: 5 }),
      holding({ ticker: 'G2', fund: 'Growth Fund', quantity: 1, tradePrice: 5, currentPrice: 7 }),
    ]);
    expect(summaries.map((summary) => summary.fund)).toEqual([
      'Main Fund',
      'Growth Fund',
      'Value Fund',
      'Income Fund',
      'Balanced Fund',
    ]);
    expect(summaries[1]).toEqual({ fund: 'Growth Fund', positionCount: 2, totalValue: 17, status: 'Active' });
    expect(summaries[2]).toEqual({ fund: 'Value Fund', positionCount: 0, totalValue: 0, status: 'Empty' });
  });

  test('a fund summary for the student portal sums pnlOpen, missing figures as 0', () => {
    expect(
      summariseFund([
        { ticker: 'A', quantity: 2, tradePrice: 10, currentPrice: null, pnlOpen: 12.5 },
        { ticker: 'B', quantity: 1, tradePrice: 10, currentPrice: 8, pnlOpen: null },
        { ticker: 'C', quantity: 1, tradePrice: 1, currentPrice: null, pnlOpen: -2.25 },
      ]),
    ).toEqual({ positionCount: 3, totalValue: 29, unrealizedPnl: 10.25 });
  });
});
