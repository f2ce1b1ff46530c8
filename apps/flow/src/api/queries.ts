/** Reads of the flow module, through the kit's typed resources (the keys "Refresh All" and the bell reach). */
import { useQuery } from '@tanstack/react-query';
import type { FlowHolding } from '@tradeboard/types';
import { FLOW_FUND, POLLING_MS } from '@tradeboard/types/core';
import { flowHoldingsApi, manualPnlApi, unusualFlowApi, usePollingInterval } from '@tradeboard/ui';
import { newestFirst } from '../lib/alerts.js';

/**
 * Students re-read alerts and flow P&L every 5 s (SPEC section 9) while the page's live stream is
 * down; while it is up its events refresh them. The admin's own writes refresh them too.
 */
interface LiveOption {
  live?: boolean;
}

export function useUnusualFlow({ live = false }: LiveOption = {}) {
  const interval = usePollingInterval(POLLING_MS.unusualFlowStudent);
  return useQuery({
    ...unusualFlowApi.list(),
    select: newestFirst,
    ...(live ? { refetchInterval: interval } : {}),
  });
}

export function useFlowPnl({ live = false }: LiveOption = {}) {
  const interval = usePollingInterval(POLLING_MS.manualPnlStudent);
  return useQuery({
    ...manualPnlApi.byFund(FLOW_FUND),
    ...(live ? { refetchInterval: interval } : {}),
  });
}

export function useFlowHoldings() {
  return useQuery({ ...flowHoldingsApi.list(), select: byTicker });
}

/** Holdings sorted by ticker (SPEC), then oldest first as the API answers. */
function byTicker(holdings: FlowHolding[]): FlowHolding[] {
  return [...holdings].sort((a, b) => a.ticker.localeCompare(b.ticker));
}
