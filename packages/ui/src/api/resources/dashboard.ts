/**
 * Read-only figures (SPEC section 7, Other data): /api/portfolio-metrics (and its history),
 * /api/dashboard-data, /api/student-insights. They are computed from holdings and stocks:
 * invalidate them with those.
 */
import { queryOptions } from '@tanstack/react-query';
import type { DashboardData, PortfolioMetrics, PortfolioMetricsHistory, StudentInsights } from '@tradeboard/types';
import { queryKeys } from '@tradeboard/runtime';
import { getJson } from '../apiRequest.js';
import { query } from './paths.js';

export const dashboardKeys = {
  portfolioMetrics: queryKeys.portfolioMetrics,
  portfolioMetricsHistory: queryKeys.portfolioMetricsHistory,
  dashboardData: queryKeys.dashboardData,
  studentInsights: queryKeys.studentInsights,
};

export const dashboardApi = {
  keys: dashboardKeys,
  portfolioMetrics: () =>
    queryOptions({
      queryKey: dashboardKeys.portfolioMetrics,
      queryFn: () => getJson<PortfolioMetrics>('/api/portfolio-metrics'),
    }),
  /** The Fund Performance chart's daily snapshots of one range (1W, 1M, 3M, YTD, ALL). */
  portfolioMetricsHistory: (range: string) =>
    queryOptions({
      queryKey: dashboardKeys.portfolioMetricsHistory(range),
      queryFn: () => getJson<PortfolioMetricsHistory>(`/api/portfolio-metrics/history${query({ range })}`),
    }),
  dashboardData: () =>
    queryOptions({
      queryKey: dashboardKeys.dashboardData,
      queryFn: () => getJson<DashboardData>('/api/dashboard-data'),
    }),
  studentInsights: () =>
    queryOptions({
      queryKey: dashboardKeys.studentInsights,
      queryFn: () => getJson<StudentInsights>('/api/student-insights'),
    }),
};
