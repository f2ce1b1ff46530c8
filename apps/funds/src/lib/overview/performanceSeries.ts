/** The Fund Performance chart's data: stored daily snapshots as points, and a sentence that sums them up. */
import type { PortfolioMetricsSnapshot } from '@tradeboard/types';
import { MIN_SNAPSHOTS_FOR_CHART } from '@tradeboard/types/core';

export interface PerformancePoint {
  /** MM/DD/YYYY */
  date: string;
  totalValue: number;
  /** null on the first day (no earlier snapshot to compare with). */
  dailyPnl: number | null;
}

export function performancePoints(snapshots: readonly PortfolioMetricsSnapshot[]): PerformancePoint[] {
  return snapshots.map(({ date, totalValue, dailyPnl }) => ({ date, totalValue, dailyPnl }));
}

export const canDrawChart = (points: readonly PerformancePoint[]) => points.length >= MIN_SNAPSHOTS_FOR_CHART;

/**
 * What the chart shows, in words (its accessible name): 'Total portfolio value from 06/01/2025
 * to 06/15/2025: $1,000 to $1,280 (+$280).'
 */
export function performanceSummary(
  points: readonly PerformancePoint[],
  formatMoney: (value: number) => string,
  formatSigned: (value: number) => string,
): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return 'No snapshots yet.';
  const change = last.totalValue - first.totalValue;
  return `Total portfolio value from ${first.date} to ${last.date}: ${formatMoney(first.totalValue)} to ${formatMoney(last.totalValue)} (${formatSigned(change)}).`;
}
