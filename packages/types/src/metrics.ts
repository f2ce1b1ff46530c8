/**
 * Computed reads: portfolio metrics, the admin overview (dashboard-data) and the student portal
 * summary (student-insights). All figures are computed from stored data; none are placeholders.
 */
import { z } from 'zod';
import { FundSchema, IdSchema, IsoDateTimeSchema } from './common.js';
import { ManualPnlSchema } from './manual-pnl.js';

/** portfolio_metrics: one snapshot per local calendar day, kept by the API. */
export const PortfolioMetricsSnapshotSchema = z
  .object({
    id: IdSchema,
    date: z.string().meta({ description: 'MM/DD/YYYY (server local day)' }),
    totalValue: z.number(),
    dailyPnl: z.number().nullable(),
    activePositions: z.number().int(),
    activeBots: z.number().int(),
  })
  .meta({ description: 'Daily snapshot of the portfolio figures' });
export type PortfolioMetricsSnapshot = z.infer<typeof PortfolioMetricsSnapshotSchema>;

/** GET /api/portfolio-metrics. */
export const PortfolioMetricsSchema = z
  .object({
    date: z.string().meta({ description: 'Today, MM/DD/YYYY (server local day)' }),
    totalValue: z.number().meta({ description: 'Sum over all holdings of quantity x (currentPrice, else tradePrice)' }),
    dailyPnl: z
      .number()
      .nullable()
      .meta({ description: "totalValue minus the previous day's snapshot; null without one" }),
    dailyPnlPercent: z
      .number()
      .nullable()
      .meta({ description: 'dailyPnl / previous totalValue x 100; null without one' }),
    previousSnapshotDate: z.string().nullable(),
    activePositions: z.number().int().meta({ description: 'Number of holdings across all funds' }),
    activeBots: z.number().int().meta({ description: 'Bot flags set across the watchlist (3 per stock at most)' }),
    pricedPositions: z
      .number()
      .int()
      .optional()
      .meta({ description: 'Holdings valued at a current price (the rest at their trade price: cost)' }),
    pricesAsOf: z.string().nullable().optional().meta({
      description:
        'The latest statement date (MM/DD/YYYY) of those current prices; null when none came from a statement',
    }),
    generatedAt: IsoDateTimeSchema,
  })
  .meta({ description: 'Portfolio overview figures' });
export type PortfolioMetrics = z.infer<typeof PortfolioMetricsSchema>;

export const TopPerformerSchema = z
  .object({
    id: IdSchema.meta({ description: 'Holding id' }),
    fund: FundSchema,
    ticker: z.string(),
    symbol: z.string().meta({ description: 'Same as ticker (the dashboard reads symbol)' }),
    quantity: z.number().int(),
    entryPrice: z.number().meta({ description: 'entryPrice, else tradePrice' }),
    currentPrice: z.number().nullable(),
    gainPercent: z.number().meta({ description: '(current - entry) / entry x 100; pnlPercent when no current price' }),
  })
  .meta({ description: 'A holding ranked by percent gain' });
export type TopPerformer = z.infer<typeof TopPerformerSchema>;

export const FundSummarySchema = z
  .object({
    fund: FundSchema,
    positionCount: z.number().int(),
    totalValue: z.number(),
    status: z.enum(['Active', 'Empty']),
  })
  .meta({ description: 'Holdings summary of one fund' });
export type FundSummary = z.infer<typeof FundSummarySchema>;

/** GET /api/dashboard-data: everything the admin Portfolio Overview shows, in one call. */
export const DashboardDataSchema = z
  .object({
    metrics: PortfolioMetricsSchema,
    topPerformers: z.array(TopPerformerSchema).meta({ description: 'At most 5, by gainPercent descending' }),
    fundSummaries: z.array(FundSummarySchema).meta({ description: 'One per fund, in fund-list order' }),
    generatedAt: IsoDateTimeSchema,
  })
  .meta({ description: 'Admin portfolio overview' });
export type DashboardData = z.infer<typeof DashboardDataSchema>;

/** GET /api/student-insights: the student portal's summary figures in one call. */
export const StudentInsightsSchema = z
  .object({
    watchlist: z.object({
      count: z.number().int().meta({ description: 'Stocks on the watchlist (the calculator uses it)' }),
      mainFundSymbols: z.array(z.string()).meta({ description: 'Tickers held in the Main Fund (Main Fund column)' }),
      activeBots: z.number().int(),
    }),
    mainFund: z.object({
      positionCount: z.number().int(),
      totalValue: z.number(),
      unrealizedPnl: z.number().meta({ description: 'Sum of pnlOpen over Main Fund holdings' }),
      manualPnl: ManualPnlSchema.nullable(),
      optionsCount: z.number().int(),
    }),
    flow: z.object({
      alertCount: z.number().int(),
      alertsToday: z.number().int().meta({ description: "Alerts created since the server's local midnight" }),
      latestAlertAt: IsoDateTimeSchema.nullable(),
      manualPnl: ManualPnlSchema.nullable().meta({ description: "Manual P&L of fund 'FLOW'" }),
    }),
    todayActivity: z.object({
      date: z.string().meta({ description: 'MM/DD/YYYY' }),
      addedPositions: z.array(z.string()),
      removedPositions: z.array(z.string()),
    }),
    nextSession: z.object({ add: z.array(z.string()), remove: z.array(z.string()) }),
    generatedAt: IsoDateTimeSchema,
  })
  .meta({ description: 'Student portal summary' });
export type StudentInsights = z.infer<typeof StudentInsightsSchema>;
