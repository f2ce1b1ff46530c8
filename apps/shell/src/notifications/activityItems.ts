/** The notification bell's items (SPEC "Notification bell"), as pure functions. */
import type { AnalysisLogEntry, UnusualFlow } from '@tradeboard/types';
import { analysisEntryLabel, BELL_BADGE_CAP, PREVIEW_LENGTHS } from '@tradeboard/types/core';
import { truncate } from '@tradeboard/ui';

export type ActivityItem = {
  key: string;
  kind: 'analysis' | 'flow';
  symbol: string;
  label: string;
  preview: string;
  createdAt: Date;
};

function startOfLocalDay(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

const preview = (text: string | null | undefined) => truncate(text?.trim() ?? '', PREVIEW_LENGTHS.notificationBell);

/** Today's analysis entries and the flow alerts created since local midnight, newest first. */
export function buildActivityItems(
  analysis: readonly AnalysisLogEntry[],
  flows: readonly UnusualFlow[],
  now: Date,
): ActivityItem[] {
  const midnight = startOfLocalDay(now).getTime();
  const analysisItems = analysis.map((entry): ActivityItem => ({
    key: `analysis-${entry.id}`,
    kind: 'analysis',
    symbol: entry.stockSymbol,
    label: analysisEntryLabel(entry),
    preview: preview(entry.analysisText),
    createdAt: new Date(entry.createdAt),
  }));
  const flowItems = flows
    .filter((alert) => new Date(alert.createdAt).getTime() >= midnight)
    .map((alert): ActivityItem => ({
      key: `flow-${alert.id}`,
      kind: 'flow',
      symbol: alert.ticker,
      label: `${alert.optionType} Flow Alert`,
      preview: preview(alert.flowDescription),
      createdAt: new Date(alert.createdAt),
    }));
  return [...analysisItems, ...flowItems].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** '1'..'99', then '99+'. */
export function badgeText(count: number): string {
  return count > BELL_BADGE_CAP ? `${BELL_BADGE_CAP}+` : String(count);
}
