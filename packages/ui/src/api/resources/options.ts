/** Options positions (SPEC section 7, Options). Keys: ['/api/options', { fund }]. */
import { queryOptions } from '@tanstack/react-query';
import type { OptionCreateInput, OptionPosition, OptionUpdateInput } from '@tradeboard/types';
import { queryKeys } from '../queryKeys.js';
import { getJson, requestJson } from '../apiRequest.js';
import { query, segment } from './paths.js';

export const optionKeys = {
  all: ['/api/options'] as const,
  list: queryKeys.options,
};

export const optionsApi = {
  keys: optionKeys,
  list: (fund?: string) => queryOptions({ queryKey: optionKeys.list(fund), queryFn: () => getJson<OptionPosition[]>(`/api/options${query({ fund })}`) }),
  create: (body: OptionCreateInput) => requestJson<OptionPosition>('POST', '/api/options', body),
  update: (id: string, body: OptionUpdateInput) => requestJson<OptionPosition>('PATCH', `/api/options/${segment(id)}`, body),
  remove: (id: string) => requestJson<null>('DELETE', `/api/options/${segment(id)}`),
};
