/**
 * Fund holdings (SPEC section 7, Holdings). Keys: ['/api/holdings', { fund }] (no fund: every fund);
 * invalidate `holdingKeys.all` after any holdings write (every fund filter shows the change).
 */
import { queryOptions } from '@tanstack/react-query';
import type { Holding, HoldingCreateInput, HoldingsImportInput, HoldingsImportResult, HoldingUpdateInput } from '@tradeboard/types';
import { queryKeys } from '../queryKeys.js';
import { getJson, requestJson } from '../apiRequest.js';
import { query, segment } from './paths.js';

export const holdingKeys = {
  all: ['/api/holdings'] as const,
  /** No fund: every fund. */
  list: queryKeys.holdings,
};

export const holdingsApi = {
  keys: holdingKeys,
  list: (fund?: string) => queryOptions({ queryKey: holdingKeys.list(fund), queryFn: () => getJson<Holding[]>(`/api/holdings${query({ fund })}`) }),
  create: (body: HoldingCreateInput) => requestJson<Holding>('POST', '/api/holdings', body),
  update: (id: string, body: HoldingUpdateInput) => requestJson<Holding>('PATCH', `/api/holdings/${segment(id)}`, body),
  remove: (id: string) => requestJson<null>('DELETE', `/api/holdings/${segment(id)}`),
  import: (body: HoldingsImportInput) => requestJson<HoldingsImportResult>('POST', '/api/holdings/import', body),
};
