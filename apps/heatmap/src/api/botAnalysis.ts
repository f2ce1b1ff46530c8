/**
 * Screenshot bot analysis from the Bot Analysis tab: read screenshots one request per file (so each
 * shows its own upload progress), list earlier analyses, apply the chosen proposals.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplyBotAnalysisInput, BotKey, Stock } from '@tradeboard/types';
import { botAnalysisApi, botAnalysisKeys, stockKeys, useApiMutation } from '@tradeboard/ui';
import { TOASTS } from '../lib/messages.js';

export const useBotAnalyses = () => useQuery(botAnalysisApi.list());

/** One file per request, with the form's bot choice. */
export const analyzeScreenshot = (file: File, bot: BotKey | undefined, onProgress: (percent: number) => void) =>
  botAnalysisApi.analyzeScreenshots([file], { bot, onProgress });

/**
 * Apply the ticked proposals. The answer (the changed stocks) goes into the cached watchlist at once,
 * after any refetch already on its way is cancelled (a live update or poll begun before the apply
 * would otherwise land later with the old positions); then every watchlist refreshes.
 */
export function useApplyBotAnalysis() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: ApplyBotAnalysisInput) => botAnalysisApi.apply(body),
    onSuccess: async (updated: Stock[]) => {
      await queryClient.cancelQueries({ queryKey: stockKeys.list });
      const bySymbol = new Map(updated.map((stock) => [stock.symbol, stock]));
      queryClient.setQueryData<Stock[]>(stockKeys.list, (stocks) =>
        stocks?.map((stock) => bySymbol.get(stock.symbol) ?? stock),
      );
    },
    invalidate: [stockKeys.list],
    success: TOASTS.botUpdated,
    failure: TOASTS.botUpdateFailed,
  });
}

/** A finished analysis shows in the earlier analyses list. */
export function useRefreshBotAnalyses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: botAnalysisKeys.list });
}
