import { useQuery } from '@tanstack/react-query';
import { authApi } from '@tradeboard/ui/auth';

/** GET /api/auth/status, cached 5 minutes, no retry, no refetch on focus (SPEC section 7). */
export function useAuthStatus() {
  return useQuery(authApi.status());
}
