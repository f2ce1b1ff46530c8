/** Reads of the flow module, through the kit's typed resources (the keys "Refresh All" and the bell reach). */
import { useQuery } from '@tanstack/react-query';
import type { FlowHolding } from '@tradeboard/types';
import { FLOW_FUND, POLLING_MS } from '@tradeboard/types/core';
import { flowHoldingsApi, manualPnlApi, unusualFlowApi } from '@tradeboard/ui';
import { newestFirst } from '../lib/alerts.js';

/** Students re-read alerts and flow P&L every 5 s (SPEC section 9); the admin's own writes refresh them. */
interface LiveOption {
  live?: boolean;
}

export function useUnusualFlow({ live = false }: LiveOption = {}) {
  return useQuery({
    ...unusualFlowApi.list(),
    select: newestFirst,
    ...(live ? { refetchInterval: POLLING_MS.unusualFlowStudent } : {}),
  });
}

export function useFlowPnl({ live = false }: LiveOption = {}) {
  return useQuery({
    ...manualPnlApi.byFund(FLOW_FUND),
    ...(live ? { refetchInterval: POLLING_MS.manualPnlStudent } : {}),
  });
}

export function useFlowHoldings() {
  return useQuery({ ...flowHoldingsApi.list(), select: byTicker });
}

/** Holdings sorted by ticker (SPEC), then oldest first as the API answers. */
function byTicker(holdings: FlowHolding[]): FlowHolding[] {
  return [...holdings].sort((a, b) => a.ticker.localeCompare(b.ticker));
}
