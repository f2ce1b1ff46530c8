import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from '@tradeboard/ui';

type StocksQuery = Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'refetch'>;

/** The stocks read as the watchlists show it: still loading while the Main Fund marks are (useMainFundSymbols). */
export const stocksWaitingFor = (stocks: StocksQuery, mainFund: { settled: boolean }): StocksQuery =>
  stocks.isError || mainFund.settled ? stocks : { isPending: true, isError: false, refetch: stocks.refetch };

/** Loading and failure of the stocks list ('Failed to fetch stocks', SPEC section 8), or null once it is there. */
export function StocksQueryState({ query, label }: { query: StocksQuery; label: string }) {
  return (
    <QueryState query={query} loadingText="Loading watchlist..." errorText="Failed to fetch stocks" label={label} />
  );
}
