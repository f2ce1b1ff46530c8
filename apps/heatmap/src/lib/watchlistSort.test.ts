import { sortRows } from '@tradeboard/ui';
import { makeStock } from '@tradeboard/ui/testing';
import { describe, expect, it } from 'vitest';
import { watchlistSortValue, type WatchlistSortKey } from './watchlistSort.js';

const stocks = [
  makeStock('TSLA', { range: 'Premium Range', monthlyBX: 'LL', hourBotPosition: true }),
  makeStock('AAPL', { range: 'Fair Value', monthlyBX: 'HH' }),
  makeStock('NVDA', { range: 'Discount Range', monthlyBX: null, hourBotPosition: true }),
  makeStock('AMD', { range: null, monthlyBX: 'LH' }),
];
const mainFund = new Set(['NVDA', 'AMD']);

const order = (key: WatchlistSortKey, direction: 'asc' | 'desc' = 'asc') =>
  sortRows(stocks, key, direction, (stock, k) => watchlistSortValue(stock, k, mainFund)).map((stock) => stock.symbol);

describe('watchlist sort values', () => {
  it('sorts symbols alphabetically', () => {
    expect(order('symbol')).toEqual(['AAPL', 'AMD', 'NVDA', 'TSLA']);
  });

  it('sorts ranges from Discount to Premium, unset last in both directions', () => {
    expect(order('range')).toEqual(['NVDA', 'AAPL', 'TSLA', 'AMD']);
    expect(order('range', 'desc')).toEqual(['TSLA', 'AAPL', 'NVDA', 'AMD']);
  });

  it('sorts trends HH, HL, LH, LL', () => {
    expect(order('monthlyBX')).toEqual(['AAPL', 'AMD', 'TSLA', 'NVDA']);
  });

  it('sorts positions No Position first when ascending', () => {
    expect(order('mainFund')).toEqual(['TSLA', 'AAPL', 'NVDA', 'AMD']);
    expect(order('hourBot', 'desc')).toEqual(['TSLA', 'NVDA', 'AAPL', 'AMD']);
  });
});
