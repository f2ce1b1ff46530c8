import { useQuery } from '@tanstack/react-query';
import { POLLING_MS } from '@tradeboard/types/core';
import { stocksApi, unusualFlowApi } from '@tradeboard/ui';
import { buildActivityItems, type ActivityItem } from './activityItems.js';
import { useRefreshOnNewActivity } from './useRefreshOnNewActivity.js';

/**
 * GET /api/analysis-log/today and GET /api/unusual-flow, both every 30 s. A failure is silent
 * (SPEC section 8). New entries refresh the data they are about (see useRefreshOnNewActivity).
 */
export function useTodayActivity(): ActivityItem[] {
  const analysis = useQuery({ ...stocksApi.analysisLogToday(), refetchInterval: POLLING_MS.analysisLog });
  const flows = useQuery({ ...unusualFlowApi.list(), refetchInterval: POLLING_MS.notificationBell });
  useRefreshOnNewActivity(analysis.data, flows.data);
  return buildActivityItems(analysis.data ?? [], flows.data ?? [], new Date());
}
