/**
 * GET /api/portfolio-metrics/history?range=1W|1M|3M|YTD|ALL: the stored daily portfolio_metrics
 * snapshots of a range, oldest first, for the Fund Performance chart. A plain read: the snapshots
 * themselves are written by GET /api/portfolio-metrics and /api/dashboard-data (one per local day).
 */
import { createRoute } from '@hono/zod-openapi';
import {
  PortfolioMetricsHistoryQuerySchema,
  PortfolioMetricsHistorySchema,
  metricsRangeStart,
  type PortfolioMetricsHistory,
  type PortfolioMetricsSnapshot,
} from '@tradeboard/types';
import { dayKey } from '../db/models/day-key.js';
import { portfolioMetricsModel } from '../db/models/portfolio-metrics.js';
import { toApiList } from '../db/serialize.js';
import type { AppDeps } from '../deps.js';
import { errors, json, named } from '../http/openapi.js';
import { createRouter } from '../http/router.js';
import { todayUs } from '../services/calendar.js';

const SNAPSHOT_FIELDS = {
  date: 1,
  _dateKey: 1,
  totalValue: 1,
  dailyPnl: 1,
  activePositions: 1,
  activeBots: 1,
} as const;

const history = createRoute({
  method: 'get',
  path: '/portfolio-metrics/history',
  tags: ['Portfolio overview'],
  summary: 'Daily portfolio snapshots of a range (Fund Performance chart)',
  description:
    'range (default 1M), counted in server-local calendar days ending today: 1W the last 7 days, 1M / 3M one / three calendar months back ' +
    '(to the same day, or the last day of a shorter month), YTD from January 1, ALL every stored snapshot. ' +
    'Each snapshot is the last figures read that day (totalValue, dailyPnl against the previous snapshot, activePositions, activeBots). Order: oldest first.',
  request: { query: PortfolioMetricsHistoryQuerySchema },
  responses: {
    200: json(named(PortfolioMetricsHistorySchema, 'PortfolioMetricsHistory'), 'Snapshots'),
    ...errors(400),
  },
});

export function portfolioHistoryRoutes(deps: AppDeps) {
  const snapshots = portfolioMetricsModel(deps.db);
  const router = createRouter();

  router.openapi(history, async (c) => {
    const { range } = c.req.valid('query');
    const now = deps.clock();
    const from = metricsRangeStart(range, now);
    const to = todayUs(now);
    const bounds = { $lte: dayKey(to), ...(from ? { $gte: dayKey(from) } : {}) };
    const stored = await snapshots.find({ _dateKey: bounds }, SNAPSHOT_FIELDS).sort({ _dateKey: 1 }).lean();
    const body: PortfolioMetricsHistory = { range, from, to, snapshots: toApiList<PortfolioMetricsSnapshot>(stored) };
    return c.json(body, 200);
  });

  return router;
}
