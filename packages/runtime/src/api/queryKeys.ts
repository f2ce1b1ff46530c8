/**
 * Every query key in one place. A key is the resource's URL path split into parts, with a trailing
 * plain object for its query parameters, so invalidating a prefix (e.g. `queryKeys.holdings()`)
 * refreshes every variant of that resource. Module code reads these through the typed resources
 * (./resources), which tie each key to its fetch function and data type.
 */
export type QueryParams = Record<string, string | number | boolean | undefined>;
export type QueryKeyPart = string | number | QueryParams;

const withParams = (base: readonly QueryKeyPart[], params: QueryParams): readonly QueryKeyPart[] =>
  Object.values(params).some((value) => value !== undefined) ? [...base, params] : base;

export const queryKeys = {
  authStatus: ['/api/auth/status'],
  /**
   * The watchlist. The empty params object keeps this key from being a prefix of the analysis
   * histories (['/api/stocks', symbol, ...]): refreshing the list never refetches every history.
   */
  stocks: ['/api/stocks', {}],
  analysisHistory: (symbol: string) => ['/api/stocks', symbol, 'analysis-history'],
  analysisLogToday: ['/api/analysis-log/today'],
  holdings: (fund?: string) => withParams(['/api/holdings'], { fund }),
  options: (fund?: string) => withParams(['/api/options'], { fund }),
  manualPnl: (fund: string) => ['/api/manual-pnl/fund', fund],
  portfolioActivity: (fund: string, days: number) => ['/api/portfolio-activity', fund, days],
  /** `date` is MM/DD/YYYY; it is URI-encoded into one path segment. */
  dailyActivity: (fund: string, date: string) => ['/api/daily-activity', fund, date],
  flowHoldings: ['/api/flow-holdings'],
  unusualFlow: ['/api/unusual-flow'],
  nextSessionTrades: (fund: string) => ['/api/next-session-trades', { fund }],
  botAnalysis: ['/api/bot-analysis'],
  portfolioMetrics: ['/api/portfolio-metrics'],
  /** The Fund Performance chart's snapshots of a range (1W, 1M, 3M, YTD, ALL). */
  portfolioMetricsHistory: (range: string) => ['/api/portfolio-metrics/history', { range }],
  dashboardData: ['/api/dashboard-data'],
  studentInsights: ['/api/student-insights'],
  courses: ['/api/courses'],
  lessons: ['/api/lessons'],
  documentation: ['/api/documentation'],
} as const;
