/** Flow holdings, 'Unusual Whale Positions' (SPEC section 7, Flow). Key: ['/api/flow-holdings']. */
import type { FlowHolding, FlowHoldingCreateInput, FlowHoldingUpdateInput } from '@tradeboard/types';
import { queryKeys } from '../queryKeys.js';
import { collectionResource } from './collection.js';

export const flowHoldingsApi = collectionResource<
  FlowHolding,
  FlowHoldingCreateInput,
  FlowHoldingUpdateInput,
  typeof queryKeys.flowHoldings
>('/api/flow-holdings', queryKeys.flowHoldings);
export const flowHoldingKeys = flowHoldingsApi.keys;
