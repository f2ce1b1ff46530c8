import { useQuery } from '@tanstack/react-query';
import type { AuthStatus } from '@tradeboard/types';
import { AUTH_STATUS_STALE_MS, queryKeys } from '@tradeboard/ui';

/** GET /api/auth/status, cached 5 minutes, no retry, no refetch on focus (SPEC section 7). */
export function useAuthStatus() {
  return useQuery<AuthStatus>({
    queryKey: queryKeys.authStatus,
    staleTime: AUTH_STATUS_STALE_MS,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
