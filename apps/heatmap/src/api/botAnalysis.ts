/**
 * Screenshot bot analysis from the Bot Analysis tab: read screenshots one request per file (so each
 * shows its own upload progress), list earlier analyses, apply the chosen proposals.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplyBotAnalysisInput, BotKey } from '@tradeboard/types';
import { botAnalysisApi, botAnalysisKeys, stockKeys, useApiMutation } from '@tradeboard/ui';
import { TOASTS } from '../lib/messages.js';

export const useBotAnalyses = () => useQuery(botAnalysisApi.list());

/** One file per request, with the form's bot choice. */
export const analyzeScreenshot = (file: File, bot: BotKey | undefined, onProgress: (percent: number) => void) =>
  botAnalysisApi.analyzeScreenshots([file], { bot, onProgress });

/** Apply the ticked proposals; the switches below and every watchlist refresh. */
export const useApplyBotAnalysis = () =>
  useApiMutation({
    mutationFn: (body: ApplyBotAnalysisInput) => botAnalysisApi.apply(body),
    invalidate: [stockKeys.list],
    success: TOASTS.botUpdated,
    failure: TOASTS.botUpdateFailed,
  });

/** A finished analysis shows in the earlier analyses list. */
export function useRefreshBotAnalyses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: botAnalysisKeys.list });
}
