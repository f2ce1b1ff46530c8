/**
 * Unusual flow alerts (SPEC section 7, Flow). Key: ['/api/unusual-flow'] (the bell polls the same
 * list every 30 s and keeps today's alerts; the student view polls it every 5 s).
 */
import type { UnusualFlow, UnusualFlowCreateInput, UnusualFlowUpdateInput } from '@tradeboard/types';
import { queryKeys } from '@tradeboard/runtime';
import { collectionResource, restoreRow } from './collection.js';

export const unusualFlowApi = {
  ...collectionResource<UnusualFlow, UnusualFlowCreateInput, UnusualFlowUpdateInput, typeof queryKeys.unusualFlow>(
    '/api/unusual-flow',
    queryKeys.unusualFlow,
  ),
  restore: restoreRow<UnusualFlow>('/api/unusual-flow'),
};
export const unusualFlowKeys = unusualFlowApi.keys;
