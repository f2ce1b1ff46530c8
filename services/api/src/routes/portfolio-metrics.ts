/**
 * Computed reads: GET /api/portfolio-metrics, GET /api/dashboard-data, GET /api/student-insights.
 * Real figures from the stored data (never the spec's placeholder numbers); "today" is the server's
 * local calendar day.
 */
import { createRoute } from '@hono/zod-openapi';
import {
  DashboardDataSchema,
  PortfolioMetricsSchema,
  StudentInsightsSchema,
  type DashboardData,
} from '@tradeboard/types';
import { models } from '../db/models/index.js';
import type { AppDeps } from '../deps.js';
import { json, named } from '../http/openapi.js';
import { createRouter } from '../http/router.js';
import { dashboardTopPerformers, fundSummaries } from '../services/portfolio-metrics.js';
import { readPortfolioMetrics } from '../services/portfolio-snapshot.js';
import { readStudentInsights } from '../services/student-insights.js';

const tags = ['Portfolio overview'];
const METRICS_RULES =
  'totalValue = sum over all holdings of quantity x currentPrice (tradePrice when no current price); ' +
  "dailyPnl = totalValue minus the latest earlier day's snapshot (null when there is none); activePositions = number of holdings; " +
  "activeBots = bot flags set across the watchlist. Each call also saves today's snapshot in portfolio_metrics (one per server-local day).";

const portfolioMetrics = createRoute({
  method: 'get',
  path: '/portfolio-metrics',
  tags,
  summary: 'Portfolio figures',
  description: METRICS_RULES,
  responses: { 200: json(named(PortfolioMetricsSchema, 'PortfolioMetrics'), 'Figures') },
});

const dashboardData = createRoute({
  method: 'get',
  path: '/dashboard-data',
  tags,
  summary: 'Everything the Portfolio Overview shows, in one call',
  description:
    `metrics as GET /api/portfolio-metrics (${METRICS_RULES}) ` +
    'topPerformers: at most 5 holdings by percent gain descending, gain = (currentPrice - entryPrice) / entryPrice x 100 with entryPrice falling back to tradePrice, ' +
    'and the stored pnlPercent when there is no current price; holdings with neither are left out; equal gains in ticker order. ' +
    'fundSummaries: one per fund in fund-list order (Main, Growth, Value, Income, Balanced) with positionCount, totalValue (market value) and status Active/Empty.',
  responses: { 200: json(named(DashboardDataSchema, 'DashboardData'), 'Overview') },
});

const studentInsights = createRoute({
  method: 'get',
  path: '/student-insights',
  tags,
  summary: "The student portal's summary, in one call",
  description:
    'watchlist: stock count (the calculator uses it), Main Fund tickers (A to Z, for the Main Fund column) and active bots; ' +
    "mainFund: position count, market value, unrealized P&L (sum of pnlOpen), the Main Fund's manual P&L or null, options count; " +
    "flow: alert count, alerts since the server's local midnight, newest alert time, the FLOW manual P&L or null; " +
    "todayActivity: the Main Fund's daily activity lists for today; nextSession: Main Fund tickers to add and to remove (oldest first).",
  responses: { 200: json(named(StudentInsightsSchema, 'StudentInsights'), 'Summary') },
});

export function portfolioMetricsRoutes(deps: AppDeps) {
  const all = models(deps.db);
  const router = createRouter();

  router.openapi(portfolioMetrics, async (c) => {
    const { metrics } = await readPortfolioMetrics(all, deps.clock(), deps.logger);
    return c.json(metrics, 200);
  });

  router.openapi(dashboardData, async (c) => {
    const now = deps.clock();
    const { metrics, holdings } = await readPortfolioMetrics(all, now, deps.logger);
    const data: DashboardData = {
      metrics,
      topPerformers: dashboardTopPerformers(holdings),
      fundSummaries: fundSummaries(holdings),
      generatedAt: now.toISOString(),
    };
    return c.json(data, 200);
  });

  router.openapi(studentInsights, async (c) => c.json(await readStudentInsights(all, deps.clock()), 200));

  return router;
}
