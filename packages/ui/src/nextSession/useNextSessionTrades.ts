/**
 * A fund's next-session trades (SPEC section 7, "Flow"): GET /api/next-session-trades?fund=,
 * POST /api/next-session-trades {fund, ticker, action}, DELETE /api/next-session-trades/{id}.
 * A repeat of a scheduled ticker and action answers 409, which the box shows as the spec's
 * '{ticker} is already scheduled to be ...' message rather than a failure toast.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { NextSessionTrade } from '@tradeboard/types';
import type { ActivityFund, NextSessionAction } from '@tradeboard/types/core';
import { ApiError } from '../api/apiRequest.js';
import { dashboardKeys } from '../api/resources/dashboard.js';
import { nextSessionTradeKeys, nextSessionTradesApi } from '../api/resources/nextSessionTrades.js';
import { useApiMutation } from '../api/useApiMutation.js';
import { toast } from '@tradeboard/runtime';
import { NEXT_SESSION_TOASTS } from './nextSessionTexts.js';

export function useNextSessionTrades(fund: ActivityFund) {
  return useQuery(nextSessionTradesApi.byFund(fund));
}

/** The trades list and the student summary (its nextSession lists) read the same data. */
const tradeFamilies = (fund: ActivityFund) => [nextSessionTradeKeys.fund(fund), dashboardKeys.studentInsights];

export const isDuplicateAnswer = (error: unknown) => error instanceof ApiError && error.status === 409;

export function useAddNextSessionTrade(fund: ActivityFund) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (trade: { ticker: string; action: NextSessionAction }) =>
      nextSessionTradesApi.create({ fund, ...trade }),
    invalidate: tradeFamilies(fund),
    success: NEXT_SESSION_TOASTS.added,
    onError: async (error) => {
      // A 409 is shown next to the input by the form; the list is refreshed so it shows the stored trade.
      if (isDuplicateAnswer(error)) {
        await Promise.all(tradeFamilies(fund).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        return;
      }
      toast({ ...NEXT_SESSION_TOASTS.addFailed, variant: 'destructive' });
    },
  });
}

export const useRemoveNextSessionTrade = (fund: ActivityFund) =>
  useApiMutation({
    mutationFn: (trade: NextSessionTrade) => nextSessionTradesApi.remove(trade.id),
    invalidate: tradeFamilies(fund),
    success: NEXT_SESSION_TOASTS.removed,
    failure: NEXT_SESSION_TOASTS.removeFailed,
  });
