/** Flow holdings, 'Unusual Whale Positions' (SPEC section 7, Flow). Key: ['/api/flow-holdings']. */
import { queryOptions } from '@tanstack/react-query';
import type { FlowHolding, FlowHoldingCreateInput, FlowHoldingUpdateInput } from '@tradeboard/types';
import { queryKeys } from '../queryKeys.js';
import { getJson, requestJson } from '../apiRequest.js';
import { segment } from './paths.js';

export const flowHoldingKeys = {
  list: queryKeys.flowHoldings,
};

export const flowHoldingsApi = {
  keys: flowHoldingKeys,
  list: () => queryOptions({ queryKey: flowHoldingKeys.list, queryFn: () => getJson<FlowHolding[]>('/api/flow-holdings') }),
  create: (body: FlowHoldingCreateInput) => requestJson<FlowHolding>('POST', '/api/flow-holdings', body),
  update: (id: string, body: FlowHoldingUpdateInput) => requestJson<FlowHolding>('PATCH', `/api/flow-holdings/${segment(id)}`, body),
  remove: (id: string) => requestJson<null>('DELETE', `/api/flow-holdings/${segment(id)}`),
};
