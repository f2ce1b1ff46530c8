import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState } from '@tradeboard/ui';

/** Loading and failure of the stocks list ('Failed to fetch stocks', SPEC section 8), or null once it is there. */
export function StocksQueryState({
  query,
  label,
}: {
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'refetch'>;
  label: string;
}) {
  return (
    <QueryState query={query} loadingText="Loading watchlist..." errorText="Failed to fetch stocks" label={label} />
  );
}
