// @vitest-environment node
import { sortRows } from '@tradeboard/ui';
import { describe, expect, it } from 'vitest';
import { optionSortValue } from './optionRows.js';
import { makeOption } from '@tradeboard/ui/testing';

describe('options sorting', () => {
  const options = [
    makeOption('QQQ', { expiry: '2026-12-18', strike: 520 }),
    makeOption('AMZN', { expiry: '01/15/2027', strike: 230 }),
    makeOption('TSLA', { expiry: '2026-11-27', strike: 250 }),
  ];
  const order = (key: Parameters<typeof optionSortValue>[1], direction: 'asc' | 'desc' = 'asc') =>
    sortRows(options, key, direction, optionSortValue).map((row) => row.ticker);

  it('orders expiries by date whichever way they are stored', () => {
    expect(order('expiry')).toEqual(['TSLA', 'QQQ', 'AMZN']);
    expect(order('expiry', 'desc')).toEqual(['AMZN', 'QQQ', 'TSLA']);
  });

  it('orders strikes as numbers and tickers as text', () => {
    expect(order('strike')).toEqual(['AMZN', 'TSLA', 'QQQ']);
    expect(order('ticker')).toEqual(['AMZN', 'QQQ', 'TSLA']);
  });
});
