import type { PortfolioMetrics } from '@tradeboard/types';
import { DASHBOARD_FALLBACKS } from '@tradeboard/types/core';
import { describe, expect, test } from 'vitest';
import { overviewCards } from './overviewCards.js';
import { canDrawChart, performancePoints, performanceSummary } from './performanceSeries.js';

const metrics = (overrides: Partial<PortfolioMetrics> = {}): PortfolioMetrics => ({
  date: '06/15/2025',
  totalValue: 1280,
  dailyPnl: -20,
  dailyPnlPercent: -1.5384615,
  previousSnapshotDate: '06/14/2025',
  activePositions: 3,
  activeBots: 2,
  generatedAt: '2025-06-15T12:00:00.000Z',
  ...overrides,
});

describe('overviewCards', () => {
  test('four cards in the spec order, from the API figures', () => {
    expect(overviewCards(metrics())).toEqual([
      {
        key: 'totalValue',
        title: 'Total Portfolio Value',
        kind: 'currency',
        value: 1280,
        caption: '3 holdings at current or trade price',
      },
      {
        key: 'dailyPnl',
        title: "Today's P&L",
        kind: 'pnl',
        value: -20,
        percent: -1.5384615,
        caption: 'Since 06/14/2025',
      },
      {
        key: 'activePositions',
        title: 'Active Positions',
        kind: 'count',
        value: 3,
        caption: 'Holdings across all funds',
      },
      {
        key: 'activeBots',
        title: 'Active Bots',
        kind: 'count',
        value: 2,
        caption: 'Bots in position on the watchlist',
      },
    ]);
  });

  test("without an earlier snapshot, Today's P&L is missing with its reason, never the placeholder", () => {
    const cards = overviewCards(metrics({ dailyPnl: null, dailyPnlPercent: null, previousSnapshotDate: null }));
    expect(cards[1]).toEqual({
      key: 'dailyPnl',
      title: "Today's P&L",
      kind: 'missing',
      reason: 'No earlier snapshot yet',
    });
    expect(JSON.stringify(cards)).not.toContain(String(DASHBOARD_FALLBACKS.dailyPnl));
  });

  test('zeros are real figures, not missing ones', () => {
    const cards = overviewCards(
      metrics({ totalValue: 0, activePositions: 0, activeBots: 0, dailyPnl: 0, dailyPnlPercent: 0 }),
    );
    expect(cards.map((card) => card.kind)).toEqual(['currency', 'pnl', 'count', 'count']);
    expect(cards[0]).toMatchObject({ value: 0, caption: '0 holdings at current or trade price' });
    expect(overviewCards(metrics({ activePositions: 1 }))[0]).toMatchObject({
      caption: '1 holding at current or trade price',
    });
  });
});

describe('which prices the total stands on (issue 27)', () => {
  test("a statement's Marks: 'at statement prices of' its date; none: 'at cost'; set otherwise: as before", () => {
    const caption = (overrides: Partial<PortfolioMetrics>) =>
      (overviewCards(metrics(overrides))[0] as { caption: string }).caption;
    expect(caption({ pricedPositions: 3, pricesAsOf: '02/12/2015' })).toBe(
      '3 holdings at statement prices of 02/12/2015',
    );
    expect(caption({ pricedPositions: 0, pricesAsOf: null })).toBe('3 holdings at cost');
    expect(caption({ pricedPositions: 2, pricesAsOf: null })).toBe('3 holdings at current or trade price');
  });
});

describe('performance series', () => {
  const snapshot = (date: string, totalValue: number, dailyPnl: number | null) => ({
    id: date,
    date,
    totalValue,
    dailyPnl,
    activePositions: 1,
    activeBots: 0,
  });

  test('points keep the stored order and figures; two are needed for a chart', () => {
    const points = performancePoints([snapshot('06/14/2025', 1300, null), snapshot('06/15/2025', 1280, -20)]);
    expect(points).toEqual([
      { date: '06/14/2025', totalValue: 1300, dailyPnl: null },
      { date: '06/15/2025', totalValue: 1280, dailyPnl: -20 },
    ]);
    expect(canDrawChart(points)).toBe(true);
    expect(canDrawChart(points.slice(1))).toBe(false);
    expect(canDrawChart([])).toBe(false);
  });

  test('the summary names the first and last day and the change', () => {
    const money = (value: number) => `$${value}`;
    const signed = (value: number) => `${value >= 0 ? '+' : '-'}$${Math.abs(value)}`;
    const points = performancePoints([snapshot('06/01/2025', 1000, null), snapshot('06/15/2025', 1280, 30)]);
    expect(performanceSummary(points, money, signed)).toBe(
      'Total portfolio value from 06/01/2025 to 06/15/2025: $1000 to $1280 (+$280).',
    );
    expect(performanceSummary([], money, signed)).toBe('No snapshots yet.');
  });
});
