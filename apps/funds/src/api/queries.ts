/** Reads of the funds module. Keys come from @tradeboard/ui so "Refresh All" reaches them. */
import { useQuery } from '@tanstack/react-query';
import type { Holding, ManualPnl, OptionPosition } from '@tradeboard/types';
import { POLLING_MS, type Fund } from '@tradeboard/types/core';
import { queryKeys } from '@tradeboard/ui';

/** One fund's holdings, or every fund's when `fund` is undefined ('All Funds'). */
export function useHoldings(fund?: Fund) {
  return useQuery<Holding[]>({ queryKey: queryKeys.holdings(fund) });
}

export function useOptions(fund?: Fund) {
  return useQuery<OptionPosition[]>({ queryKey: queryKeys.options(fund) });
}

/** The fund's manual P&L record, null when none exists. The student view re-reads it every 5 s (SPEC section 9). */
export function useManualPnl(fund: Fund, options: { poll?: boolean } = {}) {
  return useQuery<ManualPnl | null>({
    queryKey: queryKeys.manualPnl(fund),
    ...(options.poll ? { refetchInterval: POLLING_MS.manualPnlStudent } : {}),
  });
}
