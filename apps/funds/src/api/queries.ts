/** Reads of the funds module, through the kit's typed resources (their keys are the ones "Refresh All" reaches). */
import { useQuery } from '@tanstack/react-query';
import { POLLING_MS, type Fund } from '@tradeboard/types/core';
import { holdingsApi, manualPnlApi, optionsApi, usePollingInterval } from '@tradeboard/ui';

/** One fund's holdings, or every fund's when `fund` is undefined ('All Funds'). */
export function useHoldings(fund?: Fund) {
  return useQuery(holdingsApi.list(fund));
}

export function useOptions(fund?: Fund) {
  return useQuery(optionsApi.list(fund));
}

/**
 * The fund's manual P&L record, null when none exists. The student view re-reads it every 5 s
 * (SPEC section 9) while the page's live stream is down.
 */
export function useManualPnl(fund: Fund, options: { poll?: boolean } = {}) {
  const interval = usePollingInterval(POLLING_MS.manualPnlStudent);
  return useQuery({
    ...manualPnlApi.byFund(fund),
    ...(options.poll ? { refetchInterval: interval } : {}),
  });
}
