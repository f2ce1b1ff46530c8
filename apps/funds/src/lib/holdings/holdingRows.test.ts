// @vitest-environment node
import { sortRows } from '@tradeboard/ui';
import { describe, expect, it } from 'vitest';
import { holdingSortValue, holdingsSummary, withPortfolioPercent, type HoldingSortKey } from './holdingRows.js';
import { makeHolding } from '@tradeboard/ui/testing';

const holdings = [
  makeHolding('MSFT', { quantity: 10, tradePrice: 300, pnlOpen: 150, dateOpened: '02/01/2026' }),
  makeHolding('AAPL', { quantity: 20, tradePrice: 50, pnlOpen: -40, dateOpened: '12/15/2025' }),
  makeHolding('KO', { quantity: 40, tradePrice: 25, pnlOpen: null, dateOpened: null }),
];

describe('holding rows', () => {
  it('Portfolio % = quantity x trade price / total of quantity x trade price x 100, over the shown holdings', () => {
    expect(withPortfolioPercent(holdings).map((row) => [row.ticker, row.portfolioPercent])).toEqual([
      ['MSFT', 60],
      ['AAPL', 20],
      ['KO', 20],
    ]);
  });

  const sorted = (key: HoldingSortKey, direction: 'asc' | 'desc' = 'asc') =>
    sortRows(withPortfolioPercent(holdings), key, direction, holdingSortValue).map((row) => row.ticker);

  it('sorts Date Opened by date, not by month text, with empty dates last', () => {
    expect(sorted('dateOpened')).toEqual(['AAPL', 'MSFT', 'KO']);
    expect(sorted('dateOpened', 'desc')).toEqual(['MSFT', 'AAPL', 'KO']);
  });

  it('sorts by the other keys as numbers or text', () => {
    expect(sorted('ticker')).toEqual(['AAPL', 'KO', 'MSFT']);
    expect(sorted('portfolioPercent', 'desc')).toEqual(['MSFT', 'AAPL', 'KO']);
    expect(sorted('pnlOpen')).toEqual(['AAPL', 'MSFT', 'KO']);
  });

  it('sums P&L Open for the header, values the positions and gives the P&L as a percent of cost', () => {
    expect(holdingsSummary(holdings)).toMatchObject({ unrealizedPnl: 110, totalValue: 5000 });
    expect(holdingsSummary(holdings).unrealizedPnlPercent).toBeCloseTo(2.2, 10);
    expect(holdingsSummary([])).toEqual({ unrealizedPnl: 0, totalValue: 0, unrealizedPnlPercent: null });
  });
});
