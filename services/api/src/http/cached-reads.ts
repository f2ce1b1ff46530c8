/**
 * The public list reads kept as bytes by the read cache (read-cache.ts), and the live resources
 * (LIVE_RESOURCES) each one is made of: a change to one of them drops the entry. A path is the
 * route's full path with `:name` for a parameter. Reads made of many collections say 'all'.
 * To cache another GET: add ONE line here. Its answer must depend only on the path, the query,
 * the stored data, the server-local day and whether an admin asks (admins are never cached).
 */
import type { LiveResource } from '@tradeboard/types';

export interface CachedRead {
  path: string;
  resources: readonly LiveResource[] | 'all';
}

export const CACHED_READS: readonly CachedRead[] = [
  { path: '/api/stocks', resources: ['stocks'] },
  { path: '/api/analysis-log/today', resources: ['analysis-history'] },
  { path: '/api/holdings', resources: ['holdings'] },
  { path: '/api/options', resources: ['options'] },
  { path: '/api/flow-holdings', resources: ['flow-holdings'] },
  { path: '/api/unusual-flow', resources: ['unusual-flow'] },
  { path: '/api/manual-pnl/fund/:fund', resources: ['manual-pnl'] },
  { path: '/api/daily-activity/:fund/:date', resources: ['daily-activity'] },
  { path: '/api/daily-activity/:fund/:month/:day/:year', resources: ['daily-activity'] },
  { path: '/api/portfolio-activity/:fund/:days', resources: ['portfolio-activity'] },
  { path: '/api/next-session-trades', resources: ['next-session-trades'] },
  { path: '/api/courses', resources: ['courses', 'lessons'] },
  { path: '/api/lessons', resources: ['lessons', 'courses'] },
  { path: '/api/documentation', resources: ['documentation'] },
  { path: '/api/portfolio-metrics', resources: 'all' },
  { path: '/api/dashboard-data', resources: 'all' },
  { path: '/api/student-insights', resources: 'all' },
];
