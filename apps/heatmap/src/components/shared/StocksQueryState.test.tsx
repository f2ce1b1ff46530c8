import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useWatchlistTable } from './StocksQueryState.js';

const refetch = vi.fn();
const pending = { isPending: true, isError: false, refetch, data: undefined };
const loaded = { isPending: false, isError: false, refetch, data: [{ symbol: 'TSLA' }] };
const failed = { isPending: false, isError: true, refetch, data: undefined };

/** Renders the hook and records what every render returned. */
function renderTable(initial: Parameters<typeof useWatchlistTable>) {
  const renders: ReturnType<typeof useWatchlistTable>[] = [];
  const hook = renderHook(
    ({ stocks, mainFund }: { stocks: Parameters<typeof useWatchlistTable>[0]; mainFund: { settled: boolean } }) => {
      const table = useWatchlistTable(stocks, mainFund);
      renders.push(table);
      return table;
    },
    { initialProps: { stocks: initial[0], mainFund: initial[1] } },
  );
  return { renders, hook };
}

describe('useWatchlistTable', () => {
  it('waits for the stocks and the Main Fund marks, then mounts the table in a later, background render', () => {
    const { renders, hook } = renderTable([pending, { settled: false }]);
    expect(hook.result.current).toMatchObject({ showTable: false, waiting: { isPending: true } });
    // The stocks are in, the marks are not: still loading.
    hook.rerender({ stocks: loaded, mainFund: { settled: false } });
    expect(hook.result.current).toMatchObject({ showTable: false, waiting: { isPending: true } });

    renders.length = 0;
    act(() => hook.rerender({ stocks: loaded, mainFund: { settled: true } }));
    // The update's own render keeps "Loading watchlist..."; the deferred render shows the table.
    expect(renders.map((render) => render.showTable)).toEqual([false, true]);
    expect(renders[0]?.waiting).toMatchObject({ isPending: true, isError: false });
    expect(hook.result.current.showTable).toBe(true);
  });

  it('shows a failed stocks read at once, and the rows once a retry brings them', () => {
    const { hook } = renderTable([failed, { settled: true }]);
    expect(hook.result.current).toMatchObject({ showTable: false, waiting: { isError: true } });
    act(() => hook.rerender({ stocks: loaded, mainFund: { settled: true } }));
    expect(hook.result.current.showTable).toBe(true);
  });
});
