/**
 * Unusual flow alerts (SPEC section 7, Flow). Key: ['/api/unusual-flow'] (the bell polls the same
 * list every 30 s and keeps today's alerts; the student view polls it every 5 s).
 */
import { queryOptions } from '@tanstack/react-query';
import type { UnusualFlow, UnusualFlowCreateInput, UnusualFlowUpdateInput } from '@tradeboard/types';
import { queryKeys } from '../queryKeys.js';
import { getJson, requestJson } from '../apiRequest.js';
import { segment } from './paths.js';

export const unusualFlowKeys = {
  list: queryKeys.unusualFlow,
};

export const unusualFlowApi = {
  keys: unusualFlowKeys,
  list: () => queryOptions({ queryKey: unusualFlowKeys.list, queryFn: () => getJson<UnusualFlow[]>('/api/unusual-flow') }),
  create: (body: UnusualFlowCreateInput) => requestJson<UnusualFlow>('POST', '/api/unusual-flow', body),
  update: (id: string, body: UnusualFlowUpdateInput) => requestJson<UnusualFlow>('PATCH', `/api/unusual-flow/${segment(id)}`, body),
  remove: (id: string) => requestJson<null>('DELETE', `/api/unusual-flow/${segment(id)}`),
};
