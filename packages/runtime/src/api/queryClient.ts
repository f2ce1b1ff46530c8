import { UI_TIMINGS_MS } from '@tradeboard/types/core';
import { MutationCache, QueryClient } from '@tanstack/react-query';

/** Auth status is cached 5 minutes (SPEC section 9). */
export const AUTH_STATUS_STALE_MS = UI_TIMINGS_MS.authStatusCache;

/**
 * The shell creates the one QueryClient and passes it to every parcel, so "Refresh All"
 * (`invalidateQueries()`) reaches every module. Data never goes stale, no refetch on focus,
 * no polling and no retries unless a query says otherwise. Every query brings its own fetch function
 * (the resources in ./resources). `onMutationSuccess` sees every write's
 * answer before the write's own callbacks refetch anything (live updates use it to know the page's
 * own writes).
 */
export function createQueryClient(options: { onMutationSuccess?: (data: unknown) => void } = {}): QueryClient {
  const { onMutationSuccess } = options;
  return new QueryClient({
    mutationCache: new MutationCache(onMutationSuccess ? { onSuccess: (data) => onMutationSuccess(data) } : {}),
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
