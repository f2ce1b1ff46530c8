import { hashKey, useQueryClient } from '@tanstack/react-query';
import type { AnalysisLogEntry, UnusualFlow } from '@tradeboard/types';
import { stockKeys, unusualFlowKeys } from '@tradeboard/ui';
import { useOnNewEntries } from './useOnNewEntries.js';

/**
 * Stocks are not polled (SPEC section 7), but the bell polls the analysis log and the flow alerts
 * every 30 s. When a poll brings something new, the data it is about is refreshed so a student sees
 * the change live: the stocks list and those stocks' analysis histories, and other flow lists
 * (the bell's own flow list has just arrived, so it is left alone).
 */
export function useRefreshOnNewActivity(
  analysis: readonly AnalysisLogEntry[] | undefined,
  flows: readonly UnusualFlow[] | undefined,
) {
  const queryClient = useQueryClient();
  useOnNewEntries(analysis, (fresh) => {
    void queryClient.invalidateQueries({ queryKey: stockKeys.list });
    for (const symbol of new Set(fresh.map((entry) => entry.stockSymbol))) {
      void queryClient.invalidateQueries({ queryKey: stockKeys.analysisHistory(symbol) });
    }
  });
  useOnNewEntries(flows, () => {
    const bellList = hashKey(unusualFlowKeys.list);
    void queryClient.invalidateQueries({
      queryKey: unusualFlowKeys.list,
      predicate: (query) => query.queryHash !== bellList,
    });
  });
}
