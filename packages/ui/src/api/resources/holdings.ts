/**
 * Fund holdings (SPEC section 7, Holdings). Keys: ['/api/holdings', { fund }] (no fund: every fund);
 * invalidate `holdingKeys.all` after any holdings write (every fund filter shows the change).
 */
import type {
  Holding,
  HoldingCreateInput,
  HoldingsImportInput,
  HoldingsImportResult,
  HoldingUpdateInput,
} from '@tradeboard/types';
import { queryKeys } from '@tradeboard/runtime';
import { requestJson } from '../apiRequest.js';
import { fundCollectionResource, restoreRow } from './collection.js';

export const holdingsApi = {
  ...fundCollectionResource<Holding, HoldingCreateInput, HoldingUpdateInput, ReturnType<typeof queryKeys.holdings>>(
    '/api/holdings',
    queryKeys.holdings,
  ),
  restore: restoreRow<Holding>('/api/holdings'),
  import: (body: HoldingsImportInput) => requestJson<HoldingsImportResult>('POST', '/api/holdings/import', body),
};
export const holdingKeys = holdingsApi.keys;
