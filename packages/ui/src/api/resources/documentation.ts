/** Documentation records of the Trading Library (SPEC section 7, Library). Key: ['/api/documentation']. */
import type { Documentation, DocumentationCreateInput, DocumentationUpdateInput } from '@tradeboard/types';
import { queryKeys } from '@tradeboard/runtime';
import { collectionResource } from './collection.js';

export const documentationApi = collectionResource<
  Documentation,
  DocumentationCreateInput,
  DocumentationUpdateInput,
  typeof queryKeys.documentation
>('/api/documentation', queryKeys.documentation);
export const documentationKeys = documentationApi.keys;
