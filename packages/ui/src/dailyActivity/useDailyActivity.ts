/**
 * Reads and writes of one fund's daily activity on one date (SPEC section 7, "Activity").
 * GET /api/daily-activity/{fund}/{date}: a failure or an empty answer reads as empty lists.
 * POST /api/daily-activity saves both lists; the API records the holding_added / holding_removed
 * history entries of newly listed tickers itself, so the client never posts those twice.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DailyActivityResult, PortfolioActivity } from '@tradeboard/types';
import type { ActivityFund } from '@tradeboard/types/core';
import { requestJson } from '../api/apiRequest.js';
import { queryKeys } from '../api/queryKeys.js';
import { toast } from '../toast/toastStore.js';
import { EMPTY_ACTIVITY_LISTS, historyEntries, type ActivityLists } from './dailyActivityLists.js';
import { DAILY_ACTIVITY_TOASTS, syncCompleteToast } from './dailyActivityTexts.js';

export interface DailyActivityTarget {
  fund: ActivityFund;
  /** MM/DD/YYYY. */
  date: string;
}

function toLists(record: DailyActivityResult | undefined): ActivityLists {
  return record ? { addedPositions: record.addedPositions, removedPositions: record.removedPositions } : EMPTY_ACTIVITY_LISTS;
}

/** The stored lists (empty while loading or after a failure), and whether the read is still pending. */
export function useDailyActivity({ fund, date }: DailyActivityTarget) {
  const query = useQuery<DailyActivityResult>({ queryKey: queryKeys.dailyActivity(fund, date) });
  return { lists: toLists(query.isError ? null : query.data), isPending: query.isPending };
}

/** Every history window of this fund shows the new entries (the key without its days part is their prefix). */
const refreshHistory = (queryClient: QueryClient, fund: ActivityFund) =>
  queryClient.invalidateQueries({ queryKey: queryKeys.portfolioActivity(fund, 0).slice(0, -1) });

/**
 * Saves the whole lists at once. The cache shows the new lists immediately and goes back to the
 * stored ones if the save fails; saves of one fund and date run one after another (mutation scope)
 * so a quick second change never lands before the first.
 */
export function useSaveDailyActivity({ fund, date }: DailyActivityTarget) {
  const queryClient = useQueryClient();
  const key = queryKeys.dailyActivity(fund, date);
  return useMutation({
    scope: { id: `daily-activity:${fund}:${date}` },
    mutationFn: (lists: ActivityLists) =>
      requestJson<DailyActivityResult>('POST', '/api/daily-activity', { fund, date, ...lists }),
    onMutate: async (lists: ActivityLists) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<DailyActivityResult>(key);
      queryClient.setQueryData<DailyActivityResult>(key, (stored) => ({
        ...(stored ?? blankRecord(fund, date)),
        addedPositions: [...lists.addedPositions],
        removedPositions: [...lists.removedPositions],
      }));
      return { previous };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      toast({ ...DAILY_ACTIVITY_TOASTS.updated, variant: 'success' });
      return refreshHistory(queryClient, fund);
    },
    onError: (_error, _lists, context) => {
      queryClient.setQueryData(key, context?.previous ?? null);
      toast({ ...DAILY_ACTIVITY_TOASTS.updateFailed, variant: 'destructive' });
    },
  });
}

/** A stand-in record while the first save of the day is on its way (replaced by the answer). */
function blankRecord(fund: ActivityFund, date: string): NonNullable<DailyActivityResult> {
  const now = new Date().toISOString();
  return { id: '', fund, date, addedPositions: [], removedPositions: [], createdAt: now, updatedAt: now };
}

/** 'Sync to History': one POST /api/portfolio-activity per listed ticker (the API stores an exact repeat once). */
export function useSyncDailyActivity({ fund, date }: DailyActivityTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lists: ActivityLists) => {
      const entries = historyEntries(fund, date, lists);
      await Promise.all(entries.map((entry) => requestJson<PortfolioActivity>('POST', '/api/portfolio-activity', entry)));
      return entries.length;
    },
    onSuccess: (count) => {
      toast({ ...syncCompleteToast(count), variant: 'success' });
      return refreshHistory(queryClient, fund);
    },
    onError: () => toast({ ...DAILY_ACTIVITY_TOASTS.syncFailed, variant: 'destructive' }),
  });
}
