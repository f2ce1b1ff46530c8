import { UI_TIMINGS_MS } from '@tradeboard/types/core';
import { MutationCache, QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
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
 * no polling and no retries unless a query says otherwise. `onMutationSuccess` sees every write's
 * answer before the write's own callbacks refetch anything (live updates use it to know the page's
 * own writes).
 */
export function createQueryClient(options: { onMutationSuccess?: (data: unknown) => void } = {}): QueryClient {
  const { onMutationSuccess } = options;
  return new QueryClient({
    mutationCache: new MutationCache(onMutationSuccess ? { onSuccess: (data) => onMutationSuccess(data) } : {}),
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
