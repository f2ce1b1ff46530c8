/** Options positions (SPEC section 7, Options). Keys: ['/api/options', { fund }]; `optionKeys.all` reaches every fund. */
import type { OptionCreateInput, OptionPosition, OptionUpdateInput } from '@tradeboard/types';
import { queryKeys } from '@tradeboard/runtime';
import { fundCollectionResource, restoreRow } from './collection.js';

export const optionsApi = {
  ...fundCollectionResource<OptionPosition, OptionCreateInput, OptionUpdateInput, ReturnType<typeof queryKeys.options>>(
    '/api/options',
    queryKeys.options,
  ),
  restore: restoreRow<OptionPosition>('/api/options'),
};
export const optionKeys = optionsApi.keys;
