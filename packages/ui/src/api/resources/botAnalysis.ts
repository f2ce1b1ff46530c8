/** Bot screenshot analysis (SPEC section 7, Other data). Key: ['/api/bot-analysis']. */
import { queryOptions } from '@tanstack/react-query';
import type { BotAnalysis } from '@tradeboard/types';
import { queryKeys } from '../queryKeys.js';
import { getJson, requestJson } from '../apiRequest.js';
import { uploadFile } from '../uploadFile.js';

export const botAnalysisKeys = {
  list: queryKeys.botAnalysis,
};

export const botAnalysisApi = {
  keys: botAnalysisKeys,
  list: () => queryOptions({ queryKey: botAnalysisKeys.list, queryFn: () => getJson<BotAnalysis[]>('/api/bot-analysis') }),
  /** Multipart: one `screenshots` field per file, with real upload progress. */
  analyzeScreenshots: (files: readonly File[], onProgress?: (percent: number) => void) => {
    const form = new FormData();
    for (const file of files) form.append('screenshots', file);
    return uploadFile<BotAnalysis[]>({ url: '/api/analyze-screenshots', body: form, onProgress });
  },
  apply: (body: unknown) => requestJson<unknown>('POST', '/api/apply-bot-analysis', body),
};
