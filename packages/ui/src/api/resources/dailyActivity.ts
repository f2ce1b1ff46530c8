/**
 * Daily activity per fund and date (SPEC section 7, Activity). Keys: ['/api/daily-activity', fund, date].
 * The date (MM/DD/YYYY) travels as one encoded path segment; nothing stored answers null.
 */
import { queryOptions } from '@tanstack/react-query';
import type { DailyActivity, DailyActivityResult, DailyActivitySaveInput } from '@tradeboard/types';
import { queryKeys } from '../queryKeys.js';
import { getJson, requestJson } from '../apiRequest.js';
import { segment } from './paths.js';

export const dailyActivityKeys = {
  all: ['/api/daily-activity'] as const,
  day: queryKeys.dailyActivity,
};

export const dailyActivityApi = {
  keys: dailyActivityKeys,
  byDay: (fund: string, date: string) =>
    queryOptions({
      queryKey: dailyActivityKeys.day(fund, date),
      queryFn: () => getJson<DailyActivity | null>(`/api/daily-activity/${segment(fund)}/${segment(date)}`),
    }),
  save: (body: DailyActivitySaveInput) => requestJson<DailyActivityResult>('POST', '/api/daily-activity', body),
};
