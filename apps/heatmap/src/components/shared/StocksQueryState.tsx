import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from '@tradeboard/ui';
import { useDeferredValue } from 'react';

type StocksQuery = Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'refetch' | 'data'>;
type ShownQuery = Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'refetch'>;

/**
 * Whether a watchlist shows its table, and the loading or failure state to show until it does.
 * The table waits for the stocks and the Main Fund marks both (useMainFundSymbols: a mark arriving
 * later changes every row and the sort, a second render of the whole table). Its first render is
 * also deferred: the data arrives as an urgent update, which would mount the page's biggest tree
 * in one blocking task; with `useDeferredValue` React mounts it in the background, in slices, and
 * "Loading watchlist..." stays until it is ready (issue 25, Total Blocking Time).
 */
export function useWatchlistTable(stocks: StocksQuery, mainFund: { settled: boolean }) {
  const ready = stocks.data !== undefined && mainFund.settled;
  const shown = useDeferredValue(ready);
  const showTable = ready && shown;
  const waiting: ShownQuery =
    !ready && stocks.isError ? stocks : { isPending: true, isError: false, refetch: stocks.refetch };
  return { showTable, waiting };
}

/** Loading and failure of the stocks list ('Failed to fetch stocks', SPEC section 8), or null once it is there. */
export function StocksQueryState({ query, label }: { query: ShownQuery; label: string }) {
  return (
    <QueryState query={query} loadingText="Loading watchlist..." errorText="Failed to fetch stocks" label={label} />
  );
}
