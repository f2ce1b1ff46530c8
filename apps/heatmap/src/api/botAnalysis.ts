/**
 * Screenshot bot analysis from the Bot Analysis tab: read screenshots one request per file (so each
 * shows its own upload progress), list earlier analyses, apply the chosen proposals.
 */
import { useQuery } from '@tanstack/react-query';
import type { ApplyBotAnalysisInput, BotKey } from '@tradeboard/types';
import { botAnalysisApi, stockKeys, useApiMutation } from '@tradeboard/ui';
import { TOASTS } from '../lib/messages';

export const useBotAnalyses = () => useQuery(botAnalysisApi.list());

export const analyzeScreenshot = (file: File, bot: BotKey | undefined, onProgress: (percent: number) => void) =>
  botAnalysisApi.analyzeScreenshots([file], { bot, onProgress });

export function useApplyBotAnalysis() {
  return useApiMutation({
    mutationFn: (body: ApplyBotAnalysisInput) => botAnalysisApi.apply(body),
    invalidate: [stockKeys.list],
    success: TOASTS.botUpdated,
    failure: TOASTS.botUpdateFailed,
  });
}
