import { useQuery } from '@tanstack/react-query';
import { POLLING_MS } from '@tradeboard/types/core';
import { stocksApi, unusualFlowApi, usePollingInterval } from '@tradeboard/ui';
import { useHydrated } from '../frame/hydration.js';
import { buildActivityItems, type ActivityItem } from './activityItems.js';
import { useRefreshOnNewActivity } from './useRefreshOnNewActivity.js';

/**
 * GET /api/analysis-log/today and GET /api/unusual-flow, both every 30 s while the live stream is
 * down (its events refresh them while it is up). A failure is silent (SPEC section 8). New entries refresh the data they are about (see useRefreshOnNewActivity).
 * The page usually carries both answers, but the served frame was prerendered without them: the
 * render that hydrates it lists nothing either, the next one the entries.
 */
export function useTodayActivity(): ActivityItem[] {
  const analysisInterval = usePollingInterval(POLLING_MS.analysisLog);
  const flowsInterval = usePollingInterval(POLLING_MS.notificationBell);
  const analysis = useQuery({ ...stocksApi.analysisLogToday(), refetchInterval: analysisInterval });
  const flows = useQuery({ ...unusualFlowApi.list(), refetchInterval: flowsInterval });
  useRefreshOnNewActivity(analysis.data, flows.data);
  const hydrated = useHydrated();
  if (!hydrated) return [];
  return buildActivityItems(analysis.data ?? [], flows.data ?? [], new Date());
}
