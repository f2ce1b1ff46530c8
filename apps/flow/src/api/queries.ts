/** Reads of the flow module; keys come from @tradeboard/ui so "Refresh All" and the bell reach them. */
import { useQuery } from '@tanstack/react-query';
import type { FlowHolding, ManualPnl, UnusualFlow } from '@tradeboard/types';
import { FLOW_FUND, POLLING_MS } from '@tradeboard/types/core';
import { queryKeys } from '@tradeboard/ui';
import { newestFirst } from '../lib/alerts.js';

/** Students re-read alerts and flow P&L every 5 s (SPEC section 9); the admin's own writes refresh them. */
interface LiveOption {
  live?: boolean;
}

export function useUnusualFlow({ live = false }: LiveOption = {}) {
  return useQuery<UnusualFlow[], Error, UnusualFlow[]>({
    queryKey: queryKeys.unusualFlow,
    select: newestFirst,
    ...(live ? { refetchInterval: POLLING_MS.unusualFlowStudent } : {}),
  });
}

export function useFlowPnl({ live = false }: LiveOption = {}) {
  return useQuery<ManualPnl | null>({
    queryKey: queryKeys.manualPnl(FLOW_FUND),
    ...(live ? { refetchInterval: POLLING_MS.manualPnlStudent } : {}),
  });
}

export function useFlowHoldings() {
  return useQuery<FlowHolding[], Error, FlowHolding[]>({ queryKey: queryKeys.flowHoldings, select: byTicker });
}

/** Holdings sorted by ticker (SPEC), then oldest first as the API answers. */
function byTicker(holdings: FlowHolding[]): FlowHolding[] {
  return [...holdings].sort((a, b) => a.ticker.localeCompare(b.ticker));
}
