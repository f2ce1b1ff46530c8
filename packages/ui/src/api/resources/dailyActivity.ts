/**
 * Daily activity per fund and date (SPEC section 7, Activity). Keys: ['/api/daily-activity', fund, date].
 * The date (MM/DD/YYYY) travels as one encoded path segment; nothing stored answers null.
 * Edits are single changes (`change`); `save` replaces both lists.
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  DailyActivity,
  DailyActivityChangeInput,
  DailyActivityResult,
  DailyActivitySaveInput,
} from '@tradeboard/types';
import { queryKeys } from '@tradeboard/runtime';
import { getJson, requestJson } from '../apiRequest.js';
import { takeServedData } from '../servedData.js';
import { segment } from './paths.js';

export const dailyActivityKeys = {
  all: ['/api/daily-activity'] as const,
  day: queryKeys.dailyActivity,
};

export const dailyActivityApi = {
  keys: dailyActivityKeys,
  byDay: (fund: string, date: string) => {
    const url = `/api/daily-activity/${segment(fund)}/${segment(date)}`;
    return queryOptions({
      queryKey: dailyActivityKeys.day(fund, date),
      queryFn: () => getJson<DailyActivity | null>(url),
      // A served null is an answer too: nothing stored for that day.
      initialData: () => takeServedData<DailyActivity | null>(url),
    });
  },
  /** Both lists at once; with `version` (the day's record as read) only if nobody changed it since (else 412). */
  save: (body: DailyActivitySaveInput, version?: number) =>
    requestJson<DailyActivityResult>('POST', '/api/daily-activity', body, { ifMatch: version }),
  /**
   * One ticker added to or removed from one list, applied on the stored record: two admins editing
   * the same day both keep their tickers (what the editor uses).
   */
  change: (body: DailyActivityChangeInput) => requestJson<DailyActivity>('POST', '/api/daily-activity/change', body),
};
