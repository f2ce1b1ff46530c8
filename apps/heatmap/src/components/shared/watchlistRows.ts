import type { Stock } from '@tradeboard/types';
import { useSortedRows, type Column } from '@tradeboard/ui';
import { useCallback } from 'react';
import { watchlistSortValue, type WatchlistSortKey } from '../../lib/watchlistSort.js';

/** A column of the admin or student Weekly Watchlist. */
export type WatchlistColumn = Column<Stock, WatchlistSortKey>;

/** Rows are keyed, focused and named by their symbol. */
export const stockSymbol = (stock: Stock) => stock.symbol;

/** Sort state shared by the table and the cards, and the stocks in that order (none by default). */
export function useSortedWatchlist(stocks: readonly Stock[] | undefined, mainFundSymbols: ReadonlySet<string>) {
  const sortValue = useCallback(
    (stock: Stock, key: WatchlistSortKey) => watchlistSortValue(stock, key, mainFundSymbols),
    [mainFundSymbols],
  );
  return useSortedRows(stocks, sortValue);
}
