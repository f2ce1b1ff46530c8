/**
 * Reads and writes of one fund's daily activity on one date (SPEC section 7, "Activity").
 * GET /api/daily-activity/{fund}/{date}: a failure or an empty answer reads as empty lists.
 * The editor's changes go one ticker at a time (POST /api/daily-activity/change); the API records the
 * holding_added / holding_removed history entries of newly listed tickers itself, so the client never
 * posts those twice.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DailyActivityResult } from '@tradeboard/types';
import type { ActivityFund } from '@tradeboard/types/core';
import { dailyActivityApi, dailyActivityKeys } from '../api/resources/dailyActivity.js';
import { portfolioActivityApi, portfolioActivityKeys } from '../api/resources/portfolioActivity.js';
import { useApiMutation } from '../api/useApiMutation.js';
import {
  EMPTY_ACTIVITY_LISTS,
  addTicker,
  historyEntries,
  listName,
  removeTicker,
  type ActivityLists,
  type ActivitySide,
} from './dailyActivityLists.js';
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

/** One editor change: a ticker added to or removed from one list. */
export interface DailyActivityChangeRequest {
  side: ActivitySide;
  action: 'add' | 'remove';
  ticker: string;
}

/**
 * Applies one change at a time (POST /api/daily-activity/change: the API adds or pulls that ticker on
 * the stored record and records its history entry in the same transaction), so two admins editing the
 * same day both keep their tickers. The cache shows the change at once; the answer (the stored lists,
 * other people's changes included) replaces it; a failure reads the stored lists again. Changes of one
 * fund and date go out one after another (mutation scope), so an add and a quick remove keep their order.
 */
export function useChangeDailyActivity({ fund, date }: DailyActivityTarget) {
  const queryClient = useQueryClient();
  const key = dailyActivityKeys.day(fund, date);
  return useApiMutation({
    scope: { id: `daily-activity:${fund}:${date}` },
    mutationFn: ({ side, action, ticker }: DailyActivityChangeRequest) =>
      dailyActivityApi.change({ fund, date, list: listName(side), action, ticker }),
    onMutate: async ({ side, action, ticker }: DailyActivityChangeRequest) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<DailyActivityResult>(key, (stored) => {
        const record = stored ?? blankRecord(fund, date);
        const added = addTicker(record, side, ticker);
        const lists =
          action === 'remove' ? removeTicker(record, side, ticker) : added.kind === 'changed' ? added.lists : record;
        return { ...record, addedPositions: [...lists.addedPositions], removedPositions: [...lists.removedPositions] };
      });
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    invalidate: [key, ...historyFamily(fund)],
    invalidateOnError: true,
    success: DAILY_ACTIVITY_TOASTS.updated,
    failure: DAILY_ACTIVITY_TOASTS.updateFailed,
  });
}

/** A stand-in record while the first change of the day is on its way (replaced by the answer). */
function blankRecord(fund: ActivityFund, date: string): NonNullable<DailyActivityResult> {
  const now = new Date().toISOString();
  return { id: '', fund, date, addedPositions: [], removedPositions: [], version: 0, createdAt: now, updatedAt: now };
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
