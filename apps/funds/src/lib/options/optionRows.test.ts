// @vitest-environment node
import { sortRows } from '@tradeboard/ui';
import { describe, expect, it } from 'vitest';
import { makeOption } from '../../test/fixtures';
import { optionSortValue } from './optionRows';

describe('options sorting', () => {
  const options = [
    makeOption({ ticker: 'QQQ', expiry: '2026-12-18', strike: 520 }),
    makeOption({ ticker: 'AMZN', expiry: '01/15/2027', strike: 230 }),
    makeOption({ ticker: 'TSLA', expiry: '2026-11-27', strike: 250 }),
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
