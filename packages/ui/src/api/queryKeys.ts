/**
 * Every query key in one place. A key is the URL path split into parts; the default query
 * function joins the parts with '/' (after URI-encoding all but the first) and turns a trailing
 * plain object into a query string. Invalidating a prefix (e.g. `queryKeys.holdings()`)
 * therefore refreshes every variant of that resource. Module code reads these through the typed
 * resources (./resources), which tie each key to its fetch function and data type.
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

function isParams(part: unknown): part is QueryParams {
  return typeof part === 'object' && part !== null && !Array.isArray(part);
}

/** The URL a query key stands for. */
export function urlFromQueryKey(queryKey: readonly unknown[]): string {
  const pathParts: string[] = [];
  const search = new URLSearchParams();
  queryKey.forEach((part, index) => {
    if (isParams(part)) {
      for (const [name, value] of Object.entries(part)) {
        if (value !== undefined) search.append(name, String(value));
      }
    } else if (index === 0) {
      pathParts.push(String(part));
    } else {
      pathParts.push(encodeURIComponent(String(part)));
    }
  });
  const query = search.toString();
  return pathParts.join('/') + (query ? `?${query}` : '');
}
