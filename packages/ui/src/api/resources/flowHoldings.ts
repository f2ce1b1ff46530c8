/** Flow holdings, 'Unusual Whale Positions' (SPEC section 7, Flow). Key: ['/api/flow-holdings']. */
import type { FlowHolding, FlowHoldingCreateInput, FlowHoldingUpdateInput } from '@tradeboard/types';
import { queryKeys } from '@tradeboard/runtime';
import { collectionResource, restoreRow } from './collection.js';

export const flowHoldingsApi = {
  ...collectionResource<FlowHolding, FlowHoldingCreateInput, FlowHoldingUpdateInput, typeof queryKeys.flowHoldings>(
    '/api/flow-holdings',
    queryKeys.flowHoldings,
  ),
  restore: restoreRow<FlowHolding>('/api/flow-holdings'),
};
export const flowHoldingKeys = flowHoldingsApi.keys;
