/** Bot screenshot analysis (SPEC section 7, Other data). Key: ['/api/bot-analysis']. */
import { queryOptions } from '@tanstack/react-query';
import type { ApplyBotAnalysisInput, BotAnalysis, BotKey, Stock } from '@tradeboard/types';
import { queryKeys } from '@tradeboard/runtime';
import { getJson, requestJson } from '../apiRequest.js';
import { uploadFile } from '../uploadFile.js';

export const botAnalysisKeys = {
  list: queryKeys.botAnalysis,
};

export const botAnalysisApi = {
  keys: botAnalysisKeys,
  list: () =>
    queryOptions({ queryKey: botAnalysisKeys.list, queryFn: () => getJson<BotAnalysis[]>('/api/bot-analysis') }),
  /**
   * Multipart: one `screenshots` field per file and the form's bot choice (`bot`, left out when
   * none), with real upload progress. Answers one record per file.
   */
  analyzeScreenshots: (
    files: readonly File[],
    { bot, onProgress }: { bot?: BotKey; onProgress?: (percent: number) => void } = {},
  ) => {
    const form = new FormData();
    for (const file of files) form.append('screenshots', file);
    if (bot) form.append('bot', bot);
    return uploadFile<BotAnalysis[]>({ url: '/api/analyze-screenshots', body: form, onProgress });
  },
  /** Sets the ticked proposals' bot switches; answers the changed stocks. */
  apply: (body: ApplyBotAnalysisInput) => requestJson<Stock[]>('POST', '/api/apply-bot-analysis', body),
};
