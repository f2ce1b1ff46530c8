/**
 * Read-only figures (SPEC section 7, Other data): /api/portfolio-metrics (and its history),
 * /api/dashboard-data, /api/student-insights. They are computed from holdings and stocks:
 * invalidate them with those.
 */
import { queryOptions } from '@tanstack/react-query';
import type { DashboardData, PortfolioMetrics, StudentInsights } from '@tradeboard/types';
import { queryKeys } from '../queryKeys.js';
import { getJson } from '../apiRequest.js';

export const dashboardKeys = {
  portfolioMetrics: queryKeys.portfolioMetrics,
  portfolioMetricsHistory: queryKeys.portfolioMetricsHistory,
  dashboardData: queryKeys.dashboardData,
  studentInsights: queryKeys.studentInsights,
};

export const dashboardApi = {
  keys: dashboardKeys,
  portfolioMetrics: () => queryOptions({ queryKey: dashboardKeys.portfolioMetrics, queryFn: () => getJson<PortfolioMetrics>('/api/portfolio-metrics') }),
  dashboardData: () => queryOptions({ queryKey: dashboardKeys.dashboardData, queryFn: () => getJson<DashboardData>('/api/dashboard-data') }),
  studentInsights: () => queryOptions({ queryKey: dashboardKeys.studentInsights, queryFn: () => getJson<StudentInsights>('/api/student-insights') }),
};
