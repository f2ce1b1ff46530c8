import { describe, expect, it, vi } from 'vitest';
import { watchlistTable } from './StocksQueryState.js';

const refetch = vi.fn();
const pending = { isPending: true, isError: false, refetch, data: undefined };
const loaded = { isPending: false, isError: false, refetch, data: [{ symbol: 'TSLA' }] };
const failed = { isPending: false, isError: true, refetch, data: undefined };

describe('watchlistTable', () => {
  it('shows the table once the stocks and the Main Fund marks are both in', () => {
    expect(watchlistTable(pending, { settled: false })).toMatchObject({
      showTable: false,
      waiting: { isPending: true },
    });
    // The stocks are in, the marks are not: still "Loading watchlist...".
    expect(watchlistTable(loaded, { settled: false })).toMatchObject({
      showTable: false,
      waiting: { isPending: true, isError: false },
    });
    expect(watchlistTable(pending, { settled: true })).toMatchObject({
      showTable: false,
      waiting: { isPending: true },
    });
    expect(watchlistTable(loaded, { settled: true }).showTable).toBe(true);
  });

  it('shows a failed stocks read at once, marks or not, with its Retry', () => {
    for (const settled of [false, true]) {
      const table = watchlistTable(failed, { settled });
      expect(table).toMatchObject({ showTable: false, waiting: { isError: true, isPending: false } });
      void table.waiting.refetch();
    }
    expect(refetch).toHaveBeenCalledTimes(2);
  });
});
