import { useQuery } from '@tanstack/react-query';
import { POLLING_MS } from '@tradeboard/types/core';
import { stocksApi, unusualFlowApi, usePollingInterval } from '@tradeboard/ui';
import { buildActivityItems, type ActivityItem } from './activityItems.js';
import { useRefreshOnNewActivity } from './useRefreshOnNewActivity.js';

/**
 * GET /api/analysis-log/today and GET /api/unusual-flow, both every 30 s while the live stream is
 * down (its events refresh them while it is up). A failure is silent (SPEC section 8). New entries refresh the data they are about (see useRefreshOnNewActivity).
 */
export function useTodayActivity(): ActivityItem[] {
  const analysisInterval = usePollingInterval(POLLING_MS.analysisLog);
  const flowsInterval = usePollingInterval(POLLING_MS.notificationBell);
  const analysis = useQuery({ ...stocksApi.analysisLogToday(), refetchInterval: analysisInterval });
  const flows = useQuery({ ...unusualFlowApi.list(), refetchInterval: flowsInterval });
  useRefreshOnNewActivity(analysis.data, flows.data);
  return buildActivityItems(analysis.data ?? [], flows.data ?? [], new Date());
}
