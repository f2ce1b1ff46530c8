/**
 * Reads and writes of one fund's daily activity on one date (SPEC section 7, "Activity").
 * GET /api/daily-activity/{fund}/{date}: a failure or an empty answer reads as empty lists.
 * POST /api/daily-activity saves both lists; the API records the holding_added / holding_removed
 * history entries of newly listed tickers itself, so the client never posts those twice.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DailyActivityResult } from '@tradeboard/types';
import type { ActivityFund } from '@tradeboard/types/core';
import { dailyActivityApi, dailyActivityKeys } from '../api/resources/dailyActivity.js';
import { portfolioActivityApi, portfolioActivityKeys } from '../api/resources/portfolioActivity.js';
import { useApiMutation } from '../api/useApiMutation.js';
import { EMPTY_ACTIVITY_LISTS, historyEntries, type ActivityLists } from './dailyActivityLists.js';
import { DAILY_ACTIVITY_TOASTS, syncCompleteToast } from './dailyActivityTexts.js';

export interface DailyActivityTarget {
  fund: ActivityFund;
  /** MM/DD/YYYY. */
  date: string;
}

function toLists(record: DailyActivityResult | undefined): ActivityLists {
  return record
    ? { addedPositions: record.addedPositions, removedPositions: record.removedPositions }
    : EMPTY_ACTIVITY_LISTS;
}

/** The stored lists (empty while loading or after a failure), and whether the read is still pending. */
export function useDailyActivity({ fund, date }: DailyActivityTarget) {
  const query = useQuery(dailyActivityApi.byDay(fund, date));
  return { lists: toLists(query.isError ? null : query.data), isPending: query.isPending };
}

/** Every history window of this fund shows the new entries (the key without its days part is their prefix). */
const historyFamily = (fund: ActivityFund) => [[...portfolioActivityKeys.all, fund]];

/**
 * Saves the whole lists at once. The cache shows the new lists immediately and goes back to the
 * stored ones if the save fails; saves of one fund and date run one after another (mutation scope)
 * so a quick second change never lands before the first.
 */
export function useSaveDailyActivity({ fund, date }: DailyActivityTarget) {
  const queryClient = useQueryClient();
  const key = dailyActivityKeys.day(fund, date);
  return useApiMutation({
    scope: { id: `daily-activity:${fund}:${date}` },
    mutationFn: (lists: ActivityLists) =>
      dailyActivityApi.save({
        fund,
        date,
        addedPositions: [...lists.addedPositions],
        removedPositions: [...lists.removedPositions],
      }),
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
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    onError: (_error, _lists, context) => queryClient.setQueryData(key, context?.previous ?? null),
    invalidate: historyFamily(fund),
    success: DAILY_ACTIVITY_TOASTS.updated,
    failure: DAILY_ACTIVITY_TOASTS.updateFailed,
  });
}

/** A stand-in record while the first save of the day is on its way (replaced by the answer). */
function blankRecord(fund: ActivityFund, date: string): NonNullable<DailyActivityResult> {
  const now = new Date().toISOString();
  return { id: '', fund, date, addedPositions: [], removedPositions: [], createdAt: now, updatedAt: now };
}

/** 'Sync to History': one POST /api/portfolio-activity per listed ticker (the API stores an exact repeat once). */
export const useSyncDailyActivity = ({ fund, date }: DailyActivityTarget) =>
  useApiMutation({
    mutationFn: async (lists: ActivityLists) => {
      const entries = historyEntries(fund, date, lists);
      await Promise.all(entries.map((entry) => portfolioActivityApi.create(entry)));
      return entries.length;
    },
    invalidate: historyFamily(fund),
    success: (count) => syncCompleteToast(count),
    failure: DAILY_ACTIVITY_TOASTS.syncFailed,
  });
