import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from '@tradeboard/ui';

type StocksQuery = Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'refetch' | 'data'>;
type ShownQuery = Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'refetch'>;

/**
 * Whether a watchlist shows its table, and the loading or failure state to show until it does.
 * The table waits for the stocks and the Main Fund marks both (useMainFundSymbols: a mark arriving
 * later changes every row and the sort, a second render of the whole table). Not deferred with
 * `useDeferredValue`: on a phone the next stacked section appears once this one's module has
 * mounted, and a table mounted after it pushed that section down (a layout shift, docs/decisions.md).
 */
export function watchlistTable(stocks: StocksQuery, mainFund: { settled: boolean }) {
  const showTable = stocks.data !== undefined && mainFund.settled;
  const waiting: ShownQuery =
    !showTable && stocks.isError ? stocks : { isPending: true, isError: false, refetch: stocks.refetch };
  return { showTable, waiting };
}

/** Loading and failure of the stocks list ('Failed to fetch stocks', SPEC section 8), or null once it is there. */
export function StocksQueryState({ query, label }: { query: ShownQuery; label: string }) {
  return (
    <QueryState query={query} loadingText="Loading watchlist..." errorText="Failed to fetch stocks" label={label} />
  );
}
