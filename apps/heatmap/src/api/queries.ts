/** Reads of the heat map module, from the typed resources of @tradeboard/ui so "Refresh All" reaches them. */
import { useQuery } from '@tanstack/react-query';
import type { AnalysisHistoryEntry, Holding } from '@tradeboard/types';
import { DEFAULT_FUND } from '@tradeboard/types/core';
import { holdingsApi, stocksApi } from '@tradeboard/ui';
import { mainFundSymbolSet } from '../lib/mainFund.js';

/** The admin watchlist refetches on focus and mount (SPEC section 7); the student view uses the defaults. */
export function useStocks(options: { live?: boolean } = {}) {
  return useQuery({
    ...stocksApi.list(),
    ...(options.live ? { refetchOnMount: 'always' as const, refetchOnWindowFocus: 'always' as const } : {}),
  });
}

/**
 * Symbols held by the Main Fund, for the read-only Main Fund indicator, and whether that read has
 * settled (answered or failed: a failure shows no marks). The watchlists wait for it before their
 * first table render: the marks change every row and the sort, so arriving later they rendered the
 * whole table again, a long task on a phone (issue 25). The student page preloads the read.
 */
export function useMainFundSymbols(): { symbols: ReadonlySet<string>; settled: boolean } {
  const { data, isPending } = useQuery({ ...holdingsApi.list(DEFAULT_FUND), select: selectMainFundSymbols });
  return { symbols: data ?? EMPTY_SET, settled: !isPending };
}
const EMPTY_SET: ReadonlySet<string> = new Set();
const selectMainFundSymbols = (holdings: Holding[]): ReadonlySet<string> => mainFundSymbolSet(holdings);

/**
 * Newest first (the API already orders them; sorting again keeps the timeline right regardless).
 * Read again whenever a dialog showing it opens, so a student never sees yesterday's list.
 */
export function useAnalysisHistory(symbol: string) {
  return useQuery({ ...stocksApi.analysisHistory(symbol), refetchOnMount: 'always', select: newestFirst });
}

function newestFirst(entries: AnalysisHistoryEntry[]): AnalysisHistoryEntry[] {
  return [...entries].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
