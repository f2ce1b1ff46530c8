import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sortRows } from './sortRows.js';
import { useSortState } from './useSortState.js';

describe('useSortState', () => {
  it('starts unsorted, sorts ascending on a click, flips on a second click, restarts ascending on a new key', () => {
    const { result } = renderHook(() => useSortState<'symbol' | 'range'>());
    expect(result.current.sortKey).toBeNull();
    act(() => result.current.toggleSort('symbol'));
    expect(result.current).toMatchObject({ sortKey: 'symbol', sortDirection: 'asc' });
    act(() => result.current.toggleSort('symbol'));
    expect(result.current).toMatchObject({ sortKey: 'symbol', sortDirection: 'desc' });
    act(() => result.current.toggleSort('range'));
    expect(result.current).toMatchObject({ sortKey: 'range', sortDirection: 'asc' });
  });
});

describe('sortRows', () => {
  const rows = [
    { symbol: 'TSLA', qty: 10, held: true, range: null },
    { symbol: 'AAPL', qty: 2, held: false, range: 'Premium Range' },
    { symbol: 'MSFT', qty: 100, held: true, range: 'Discount Range' },
  ];
  type Key = keyof (typeof rows)[number];
  const get = (row: (typeof rows)[number], key: Key) => row[key];

  it('keeps the original order with no key', () => {
    expect(sortRows(rows, null, 'asc', get).map((r) => r.symbol)).toEqual(['TSLA', 'AAPL', 'MSFT']);
  });

  it('sorts text and numbers in both directions', () => {
    expect(sortRows(rows, 'symbol', 'asc', get).map((r) => r.symbol)).toEqual(['AAPL', 'MSFT', 'TSLA']);
    expect(sortRows(rows, 'qty', 'desc', get).map((r) => r.qty)).toEqual([100, 10, 2]);
    expect(sortRows(rows, 'held', 'desc', get).map((r) => r.symbol)).toEqual(['TSLA', 'MSFT', 'AAPL']);
  });

  it('puts missing values last whatever the direction', () => {
    expect(sortRows(rows, 'range', 'asc', get).map((r) => r.symbol)).toEqual(['MSFT', 'AAPL', 'TSLA']);
    expect(sortRows(rows, 'range', 'desc', get).map((r) => r.symbol)).toEqual(['AAPL', 'MSFT', 'TSLA']);
  });
});
