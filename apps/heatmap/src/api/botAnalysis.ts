/**
 * Screenshot bot analysis from the Bot Analysis tab: read screenshots one request per file (so each
 * shows its own upload progress), list earlier analyses, apply the chosen proposals.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplyBotAnalysisInput, BotAnalysis, BotKey, Stock } from '@tradeboard/types';
import { queryKeys, requestJson, uploadFile, useToast } from '@tradeboard/ui';
import { TOASTS } from '../lib/messages';

export const useBotAnalyses = () => useQuery<BotAnalysis[]>({ queryKey: queryKeys.botAnalysis });

/** POST /api/analyze-screenshots with one file (field `screenshots`) and the form's bot choice. */
export function analyzeScreenshot(file: File, bot: BotKey | undefined, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('screenshots', file);
  if (bot) form.append('bot', bot);
  return uploadFile<BotAnalysis[]>({ url: '/api/analyze-screenshots', body: form, onProgress });
}

/** Apply the ticked proposals; the switches below and every watchlist refresh. */
export function useApplyBotAnalysis() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (body: ApplyBotAnalysisInput) => requestJson<Stock[]>('POST', '/api/apply-bot-analysis', body),
    onSuccess: () => {
      toast({ ...TOASTS.botUpdated, variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: queryKeys.stocks });
    },
    onError: () => toast({ ...TOASTS.botUpdateFailed, variant: 'destructive' }),
  });
}

/** A finished analysis shows in the earlier analyses list. */
export function useRefreshBotAnalyses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.botAnalysis });
}
