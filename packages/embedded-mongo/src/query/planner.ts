/**
 * Picks the candidate documents for a filter: an `_id` or indexed-field equality is answered from
 * the index (no collection scan); otherwise every document is a candidate. Candidates are always
 * re-checked with the full filter, so the planner only has to return a superset of the matches.
 */
import type { Collection, StoredRecord } from '../storage/collection.js';
import { isPlainObject, toView, type Doc } from '../values/document.js';
import { keyOf } from '../values/keys.js';

/** The equality values a filter requires for `field`, or undefined when it has no usable equality. */
function equalityValues(filter: Doc, field: string): unknown[] | undefined {
  if (!Object.prototype.hasOwnProperty.call(filter, field)) {
    const and = filter.$and;
    if (Array.isArray(and)) {
      for (const clause of and) {
        if (!isPlainObject(clause)) continue;
        const values = equalityValues(clause, field);
        if (values) return values;
      }
    }
    return undefined;
  }
  const condition = toView(filter[field]);
  if (isPlainObject(condition)) {
    const operators = Object.keys(condition);
    if (operators.length > 0 && operators.every((key) => key.startsWith('$'))) {
      if ('$eq' in condition && usableValue(condition.$eq)) return [condition.$eq];
      if (Array.isArray(condition.$in) && condition.$in.every(usableValue)) return condition.$in;
      return undefined;
    }
    return undefined;
  }
  return usableValue(condition) ? [condition] : undefined;
}

/** Values whose index key is exactly what the filter matches: not null (matches missing), arrays, regexes. */
function usableValue(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value) || value instanceof RegExp) return false;
  if (isPlainObject(value)) return false;
  return (value as { _bsontype?: string })._bsontype !== 'BSONRegExp';
}

export interface PlanOptions {
  /** A collation changes string equality, so indexes built on binary comparison cannot be used. */
  collation?: unknown;
}

/** Every candidate handed out counts as an examined document (serverStatus `scannedObjects`). */
export function* candidateRecords(
  collection: Collection,
  filter: Doc | undefined,
  options: PlanOptions = {},
): Generator<StoredRecord> {
  const metrics = collection.metrics;
  for (const record of plan(collection, filter, options)) {
    metrics.scannedObjects++;
    yield record;
  }
}

function plan(collection: Collection, filter: Doc | undefined, options: PlanOptions): Iterable<StoredRecord> {
  if (!filter || options.collation) return scanAll(collection);
  const ids = equalityValues(filter, '_id');
  if (ids) {
    const found: StoredRecord[] = [];
    for (const id of new Set(ids.map(keyOf))) {
      collection.metrics.scannedKeys++;
      const record = collection.records.get(id);
      if (record) found.push(record);
    }
    return found;
  }
  for (const index of collection.indexes.values()) {
    if (!index.coversAllDocuments) continue;
    const values = equalityValues(filter, index.fields[0] as string);
    if (!values) continue;
    const ids = new Set<string>();
    for (const value of values) for (const id of index.lookupFirstField(keyOf(value))) ids.add(id);
    collection.metrics.scannedKeys += ids.size;
    const found: StoredRecord[] = [];
    for (const id of ids) {
      const record = collection.records.get(id);
      if (record) found.push(record);
    }
    return found;
  }
  return scanAll(collection);
}

function scanAll(collection: Collection): Iterable<StoredRecord> {
  collection.collectionScans++;
  return collection.records.values();
}
