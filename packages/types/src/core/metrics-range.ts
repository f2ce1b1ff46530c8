/**
 * The ranges of the Fund Performance chart (1W, 1M, 3M, YTD, All) as calendar days, counted the
 * way the daily portfolio_metrics snapshots are dated (local calendar, MM/DD/YYYY).
 */
import { formatUsDate } from './dates.js';

export const METRICS_RANGES = ['1W', '1M', '3M', 'YTD', 'ALL'] as const;
export type MetricsRange = (typeof METRICS_RANGES)[number];
export const DEFAULT_METRICS_RANGE: MetricsRange = '1M';

/** Button labels ('All' reads better than 'ALL'). */
export const METRICS_RANGE_LABELS: Record<MetricsRange, string> = {
  '1W': '1W',
  '1M': '1M',
  '3M': '3M',
  YTD: 'YTD',
  ALL: 'All',
};

/** The chart needs two snapshots to draw a line. */
export const MIN_SNAPSHOTS_FOR_CHART = 2;

/**
 * The first day (MM/DD/YYYY) of `range` ending on `today`'s local day, inclusive; null for All.
 * 1W is the last 7 days, 1M and 3M go back one or three calendar months (to the same day, or the
 * month's last day when it is shorter), YTD starts on January 1. Built from calendar parts, so a
 * daylight-saving change cannot shift a day.
 */
export function metricsRangeStart(range: MetricsRange, today: Date): string | null {
  const year = today.getFullYear();
  const month = today.getMonth();
  const day = today.getDate();
  switch (range) {
    case '1W':
      return formatUsDate(new Date(year, month, day - 6));
    case '1M':
    case '3M': {
      const back = range === '1M' ? 1 : 3;
      const lastDayOfTarget = new Date(year, month - back + 1, 0).getDate();
      return formatUsDate(new Date(year, month - back, Math.min(day, lastDayOfTarget)));
    }
    case 'YTD':
      return formatUsDate(new Date(year, 0, 1));
    case 'ALL':
      return null;
  }
}
