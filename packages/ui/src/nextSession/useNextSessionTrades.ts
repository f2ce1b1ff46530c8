/**
 * A fund's next-session trades (SPEC section 7, "Flow"): GET /api/next-session-trades?fund=,
 * POST /api/next-session-trades {fund, ticker, action}, DELETE /api/next-session-trades/{id}.
 * A repeat of a scheduled ticker and action answers 409, which the box shows as the spec's
 * '{ticker} is already scheduled to be ...' message rather than a failure toast.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NextSessionTrade } from '@tradeboard/types';
import type { ActivityFund, NextSessionAction } from '@tradeboard/types/core';
import { ApiError, requestJson } from '../api/apiRequest.js';
import { queryKeys } from '../api/queryKeys.js';
import { toast } from '../toast/toastStore.js';
import { NEXT_SESSION_TOASTS } from './nextSessionTexts.js';

export function useNextSessionTrades(fund: ActivityFund) {
  return useQuery<NextSessionTrade[]>({ queryKey: queryKeys.nextSessionTrades(fund) });
}

/** The trades list and the student summary (its nextSession lists) read the same data. */
function useRefreshTrades(fund: ActivityFund) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.nextSessionTrades(fund) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.studentInsights }),
    ]);
}

export const isDuplicateAnswer = (error: unknown) => error instanceof ApiError && error.status === 409;

export function useAddNextSessionTrade(fund: ActivityFund) {
  const refresh = useRefreshTrades(fund);
  return useMutation({
    mutationFn: (trade: { ticker: string; action: NextSessionAction }) =>
      requestJson<NextSessionTrade>('POST', '/api/next-session-trades', { fund, ...trade }),
    onSuccess: () => {
      toast({ ...NEXT_SESSION_TOASTS.added, variant: 'success' });
      return refresh();
    },
    onError: (error) => {
      // A 409 is shown next to the input by the form; the list is refreshed so it shows the stored trade.
      if (isDuplicateAnswer(error)) return refresh();
      toast({ ...NEXT_SESSION_TOASTS.addFailed, variant: 'destructive' });
      return undefined;
    },
  });
}

export function useRemoveNextSessionTrade(fund: ActivityFund) {
  const refresh = useRefreshTrades(fund);
  return useMutation({
    mutationFn: (trade: NextSessionTrade) => requestJson<null>('DELETE', `/api/next-session-trades/${encodeURIComponent(trade.id)}`),
    onSuccess: () => {
      toast({ ...NEXT_SESSION_TOASTS.removed, variant: 'success' });
      return refresh();
    },
    onError: () => toast({ ...NEXT_SESSION_TOASTS.removeFailed, variant: 'destructive' }),
  });
}
