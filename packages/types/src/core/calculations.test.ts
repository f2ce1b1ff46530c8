import { describe, expect, test } from 'vitest';
import {
  activeBotCount,
  activeBotsOf,
  flowPortfolioSummary,
  flowPositionPnl,
  flowTopPerformers,
  holdingMarketValue,
  percentGain,
  portfolioMarketValue,
  portfolioPercent,
  topPerformers,
} from './calculations.js';

describe('holding value and Portfolio %', () => {
  test('market value uses the current price, else the trade price', () => {
    expect(holdingMarketValue({ quantity: 10, tradePrice: 5, currentPrice: 7 })).toBe(70);
    expect(holdingMarketValue({ quantity: 10, tradePrice: 5, currentPrice: null })).toBe(50);
    expect(holdingMarketValue({ quantity: 10, tradePrice: 5 })).toBe(50);
    expect(
      portfolioMarketValue([
        { quantity: 10, tradePrice: 5, currentPrice: 7 },
        { quantity: 2, tradePrice: 100 },
      ]),
    ).toBe(270);
    expect(portfolioMarketValue([])).toBe(0);
  });

  test('Portfolio % is quantity x trade price over the total of the same, x 100 (current price ignored)', () => {
    const a = { quantity: 10, tradePrice: 30, currentPrice: 1000 };
    const b = { quantity: 70, tradePrice: 10 };
    expect(portfolioPercent(a, [a, b])).toBe(30);
    expect(portfolioPercent(b, [a, b])).toBe(70);
    expect(portfolioPercent({ quantity: 1, tradePrice: 0 }, [{ quantity: 1, tradePrice: 0 }])).toBe(0);
  });
});

describe('top performers', () => {
  test('gain = (current - entry) / entry x 100, entry = entryPrice else tradePrice', () => {
    expect(percentGain({ tradePrice: 100, currentPrice: 110 })).toBeCloseTo(10);
    expect(percentGain({ tradePrice: 100, entryPrice: 50, currentPrice: 75 })).toBeCloseTo(50);
    expect(percentGain({ tradePrice: 100, currentPrice: 80 })).toBeCloseTo(-20);
  });

  test('without a current price (or with a zero entry) the stored pnlPercent is used, else unknown', () => {
    expect(percentGain({ tradePrice: 100, pnlPercent: 12.5 })).toBe(12.5);
    expect(percentGain({ tradePrice: 0, currentPrice: 5, pnlPercent: 3 })).toBe(3);
    expect(percentGain({ tradePrice: 100 })).toBeNull();
  });

  test('top 5 by gain descending, unknown gains left out, ties in ticker order', () => {
    const holdings = [
      { ticker: 'LOW', tradePrice: 100, currentPrice: 90 },
      { ticker: 'MID', tradePrice: 100, currentPrice: 110 },
      { ticker: 'TOP', tradePrice: 10, currentPrice: 30 },
      { ticker: 'CSV', tradePrice: 1, pnlPercent: 50 },
      { ticker: 'NONE', tradePrice: 1 },
      { ticker: 'TIEB', tradePrice: 100, currentPrice: 105 },
      { ticker: 'TIEA', tradePrice: 100, currentPrice: 105 },
      { ticker: 'LAST', tradePrice: 100, currentPrice: 101 },
    ];
    const top = topPerformers(holdings);
    expect(top.map((entry) => entry.holding.ticker)).toEqual(['TOP', 'CSV', 'MID', 'TIEA', 'TIEB']);
    expect(top[0]!.gainPercent).toBeCloseTo(200);
    expect(topPerformers(holdings, 2)).toHaveLength(2);
    expect(topPerformers([])).toEqual([]);
  });
});

describe('flow P&L', () => {
  test('value = price x quantity x 100; pnlPercent takes precedence over pnlOpen', () => {
    expect(flowPositionPnl({ price: 2.5, quantity: 4, pnlPercent: 10, pnlOpen: 999 })).toEqual({
      value: 1000,
      pnl: 100,
      pnlPercent: 10,
    });
  });

  test('with only pnlOpen the percent is P&L over value (0 when value is 0); with neither, zero', () => {
    expect(flowPositionPnl({ price: 1, quantity: 2, pnlOpen: -50 })).toEqual({ value: 200, pnl: -50, pnlPercent: -25 });
    expect(flowPositionPnl({ price: 0, quantity: 2, pnlOpen: 10 })).toEqual({ value: 0, pnl: 10, pnlPercent: 0 });
    expect(flowPositionPnl({ price: 1, quantity: 1, pnlPercent: null, pnlOpen: null })).toEqual({
      value: 100,
      pnl: 0,
      pnlPercent: 0,
    });
  });

  test('summary: total value is the sum of value plus P&L', () => {
    const summary = flowPortfolioSummary([
      { price: 1, quantity: 10, pnlPercent: 50 }, // value 1000, pnl 500
      { price: 2, quantity: 5, pnlOpen: -250 }, // value 1000, pnl -250
    ]);
    expect(summary).toEqual({ totalValue: 2250, totalPnl: 250, totalPnlPercent: 12.5 });
    expect(flowPortfolioSummary([])).toEqual({ totalValue: 0, totalPnl: 0, totalPnlPercent: 0 });
  });

  test('top performers: the 6 largest by absolute P&L', () => {
    const positions = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((ticker, index) => ({
      ticker,
      price: 1,
      quantity: 1,
      pnlOpen: index % 2 ? -index * 10 : index * 10,
    }));
    const top = flowTopPerformers(positions);
    expect(top.map((entry) => entry.position.ticker)).toEqual(['G', 'F', 'E', 'D', 'C', 'B']);
    expect(top[1]!.pnl).toBe(-50);
  });
});

describe('bots', () => {
  test('active bots count the flags set, three per stock at most', () => {
    expect(activeBotsOf({ hybridBotPosition: true, swingBotPosition: false, hourBotPosition: true })).toBe(2);
    expect(
      activeBotCount([
        { hybridBotPosition: true, swingBotPosition: true, hourBotPosition: true },
        { hourBotPosition: true },
        {},
      ]),
    ).toBe(4);
  });
});
