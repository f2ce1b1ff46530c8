/** Runs filter + sort + skip + limit over a collection and returns the matching stored records. */
import type { CollationSpec } from 'mingo/types';
import type { Collection, StoredRecord } from '../storage/collection.js';
import type { Doc } from '../values/document.js';
import { compileFilter } from './matcher.js';
import { candidateRecords } from './planner.js';
import { collationComparator, sortViews, type SortSpec } from './sort.js';

export interface QueryOptions {
  filter?: Doc | undefined;
  sort?: SortSpec | undefined;
  skip?: number | undefined;
  /** 0 or undefined: no limit. */
  limit?: number | undefined;
  collation?: CollationSpec | undefined;
  /** Order without a sort: the hinted index's key pattern (see hint.ts). */
  hintOrder?: SortSpec | undefined;
}

export function runQuery(collection: Collection | undefined, options: QueryOptions): StoredRecord[] {
  // Compiled even without a collection, so an invalid filter is an error there too.
  const matches = compileFilter(options.filter, { collation: options.collation });
  if (!collection) return [];
  const sort = options.sort ?? options.hintOrder;
  const skip = options.skip ?? 0;
  const limit = options.limit ?? 0;
  const found: StoredRecord[] = [];
  // Without a sort the scan can stop as soon as skip + limit documents matched.
  const stopAfter = !sort && limit > 0 ? skip + limit : Infinity;
  for (const record of candidateRecords(collection, options.filter, { collation: options.collation })) {
    if (!matches(record.view)) continue;
    found.push(record);
    if (found.length >= stopAfter) break;
  }
  const keep = limit > 0 ? skip + limit : undefined;
  const sorted = sort
    ? sortViews(found, sort, (record) => record.view, collationComparator(options.collation), keep)
    : found;
  return sorted.slice(skip, limit > 0 ? skip + limit : undefined);
}

export function countMatches(
  collection: Collection | undefined,
  filter: Doc | undefined,
  collation?: CollationSpec,
): number {
  const matches = compileFilter(filter, { collation });
  if (!collection) return 0;
  if (!filter || Object.keys(filter).length === 0) return collection.size;
  let count = 0;
  for (const record of candidateRecords(collection, filter, { collation })) if (matches(record.view)) count++;
  return count;
}
