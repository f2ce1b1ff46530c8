import { UI_TIMINGS_MS } from '@tradeboard/types/core';
import { QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { getJson } from './apiRequest.js';
import { urlFromQueryKey } from './queryKeys.js';

/** Default read (SPEC section 7): GET the path formed by the query key, parse JSON. */
export function defaultQueryFn({ queryKey }: QueryFunctionContext): Promise<unknown> {
  return getJson<unknown>(urlFromQueryKey(queryKey));
}

/** Auth status is cached 5 minutes (SPEC section 9). */
export const AUTH_STATUS_STALE_MS = UI_TIMINGS_MS.authStatusCache;

/**
 * The shell creates the one QueryClient and passes it to every parcel, so "Refresh All"
 * (`invalidateQueries()`) reaches every module. Data never goes stale, no refetch on focus,
 * no polling and no retries unless a query says otherwise.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
