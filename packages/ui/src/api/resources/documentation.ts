/** Documentation records of the Trading Library (SPEC section 7, Library). Key: ['/api/documentation']. */
import { queryOptions } from '@tanstack/react-query';
import type { Documentation, DocumentationCreateInput, DocumentationUpdateInput } from '@tradeboard/types';
import { queryKeys } from '../queryKeys.js';
import { getJson, requestJson } from '../apiRequest.js';
import { segment } from './paths.js';

export const documentationKeys = {
  list: queryKeys.documentation,
};

export const documentationApi = {
  keys: documentationKeys,
  list: () => queryOptions({ queryKey: documentationKeys.list, queryFn: () => getJson<Documentation[]>('/api/documentation') }),
  create: (body: DocumentationCreateInput) => requestJson<Documentation>('POST', '/api/documentation', body),
  update: (id: string, body: DocumentationUpdateInput) => requestJson<Documentation>('PATCH', `/api/documentation/${segment(id)}`, body),
  remove: (id: string) => requestJson<null>('DELETE', `/api/documentation/${segment(id)}`),
};
