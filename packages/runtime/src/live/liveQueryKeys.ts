/**
 * Which query-key families each live resource refreshes. A `changed` event names resources
 * (packages/types LIVE_RESOURCES); every key family listed here is invalidated as a prefix, so all
 * variants (per fund, per symbol, per range) refetch if they are on screen.
 */
import type { LiveResource } from '@tradeboard/types/core';
import { queryKeys, type QueryKeyPart } from '../api/queryKeys.js';

type KeyFamily = readonly QueryKeyPart[];

/** The Fund Performance chart's daily snapshots (every range). */
const METRICS_HISTORY: KeyFamily = ['/api/portfolio-metrics/history'];

/** Figures the API computes from stocks, holdings, options and P&L: they change with those. */
const COMPUTED: readonly KeyFamily[] = [
  queryKeys.portfolioMetrics,
  METRICS_HISTORY,
  queryKeys.dashboardData,
  queryKeys.studentInsights,
];

/**
 * Reads that write: GET /api/portfolio-metrics and /api/dashboard-data upsert today's snapshot in
 * portfolio_metrics, which the stream reports as 'portfolio-metrics'. Refetching them on that event
 * would write again and loop, so that event refreshes only the snapshots' history.
 */
export const SNAPSHOT_WRITING_READS: readonly KeyFamily[] = [queryKeys.portfolioMetrics, queryKeys.dashboardData];

export const LIVE_QUERY_KEYS: Record<LiveResource, readonly KeyFamily[]> = {
  stocks: [queryKeys.stocks, ...COMPUTED],
  // ['/api/stocks'] is the prefix of every symbol's history (and the list, whose fields follow the latest analysis).
  'analysis-history': [['/api/stocks'], queryKeys.analysisLogToday],
  holdings: [['/api/holdings'], ...COMPUTED],
  options: [['/api/options'], ...COMPUTED],
  'flow-holdings': [queryKeys.flowHoldings],
  'manual-pnl': [['/api/manual-pnl/fund'], ...COMPUTED],
  'daily-activity': [['/api/daily-activity']],
  'portfolio-activity': [['/api/portfolio-activity']],
  'unusual-flow': [queryKeys.unusualFlow],
  'next-session-trades': [['/api/next-session-trades']],
  'portfolio-metrics': [METRICS_HISTORY],
  courses: [queryKeys.courses],
  lessons: [queryKeys.lessons],
  documentation: [queryKeys.documentation],
  'bot-analysis': [queryKeys.botAnalysis],
  // The admin's Modules list; the shell itself re-reads /remotes.json on this event (remotes/moduleUpdates.ts).
  modules: [['/api/modules']],
};

/** The key families of these resources, without repeats. Unknown names (a newer server) are skipped. */
export function liveQueryKeysOf(resources: readonly string[]): KeyFamily[] {
  const seen = new Set<string>();
  const families: KeyFamily[] = [];
  for (const resource of resources) {
    for (const family of LIVE_QUERY_KEYS[resource as LiveResource] ?? []) {
      const id = JSON.stringify(family);
      if (seen.has(id)) continue;
      seen.add(id);
      families.push(family);
    }
  }
  return families;
}
