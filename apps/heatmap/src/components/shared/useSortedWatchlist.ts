import type { Stock } from '@tradeboard/types';
import { sortRows, useSortState } from '@tradeboard/ui';
import { useMemo } from 'react';
import { watchlistSortValue, type WatchlistSortKey } from '../../lib/watchlistSort';

export type WatchlistSort = ReturnType<typeof useSortState<WatchlistSortKey>>;

/** Sort state shared by the table and the tiles, and the rows in that order (none by default). */
export function useSortedWatchlist(stocks: readonly Stock[] | undefined, mainFundSymbols: ReadonlySet<string>) {
  const sort = useSortState<WatchlistSortKey>();
  const { sortKey, sortDirection } = sort;
  const rows = useMemo(
    () => sortRows(stocks ?? [], sortKey, sortDirection, (stock, key) => watchlistSortValue(stock, key, mainFundSymbols)),
    [stocks, sortKey, sortDirection, mainFundSymbols],
  );
  return { rows, sort };
}
