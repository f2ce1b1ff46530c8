import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** When any query of the page last received data (initial loads, polling, Refresh All). */
export function useLastUpdated(queryClient: QueryClient): Date | null {
  const [lastUpdated, setLastUpdated] = useState<Date | null>(() => {
    const times = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.state.dataUpdatedAt);
    const newest = Math.max(0, ...times);
    return newest ? new Date(newest) : null;
  });
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') {
          setLastUpdated(new Date(event.query.state.dataUpdatedAt));
        }
      }),
    [queryClient],
  );
  return lastUpdated;
}
