/**
 * A secondary index: canonical key -> ids of the documents holding it. Used for unique constraints
 * and to answer equality lookups without scanning the collection.
 */
import { compileFilter, type Matcher } from '../query/matcher.js';
import type { Doc } from '../values/document.js';
import { keyOf } from '../values/keys.js';
import { valuesAtPath } from '../values/paths.js';
import type { IndexSpec } from './indexSpec.js';

export interface IndexKeys {
  /** Keys over all fields (one per array-element combination). */
  full: string[];
  /** Keys of the first field only; equal to `full` for single-field indexes. */
  first: string[];
}

export class Index {
  readonly spec: IndexSpec;
  readonly fields: string[];
  private readonly partial: Matcher | undefined;
  private readonly entries: Postings = new Map();
  private readonly firstFieldEntries: Postings | undefined;

  constructor(spec: IndexSpec) {
    this.spec = spec;
    this.fields = Object.keys(spec.key);
    this.partial = spec.partialFilterExpression ? compileFilter(spec.partialFilterExpression) : undefined;
    this.firstFieldEntries = this.fields.length > 1 ? new Map() : undefined;
  }

  get name(): string {
    return this.spec.name;
  }

  get unique(): boolean {
    return this.spec.unique === true;
  }

  /** Sparse and partial indexes do not hold every document, so they cannot answer every query. */
  get coversAllDocuments(): boolean {
    return !this.spec.sparse && !this.spec.partialFilterExpression;
  }

  /** The keys a document contributes, or undefined when the index skips it (sparse / partial). */
  keysOf(view: Doc): IndexKeys | undefined {
    if (this.partial && !this.partial(view)) return undefined;
    const perField: string[][] = [];
    let anyFound = false;
    for (const field of this.fields) {
      const { values, found } = valuesAtPath(view, field);
      anyFound ||= found;
      perField.push(found ? [...new Set(values.map(keyOf))] : [keyOf(null)]);
    }
    if (this.spec.sparse && !anyFound) return undefined;
    const first = perField[0] as string[];
    if (perField.length === 1) return { full: first, first };
    let combos: string[][] = [[]];
    for (const keys of perField) combos = combos.flatMap((prefix) => keys.map((key) => [...prefix, key]));
    return { full: combos.map((parts) => JSON.stringify(parts)), first };
  }

  /** The `keyValue` of a duplicate-key error for this document. */
  keyValueOf(view: Doc, fullKey: string): Doc {
    const keyValue: Doc = {};
    const parts = this.fields.length > 1 ? (JSON.parse(fullKey) as string[]) : [fullKey];
    this.fields.forEach((field, position) => {
      const { values } = valuesAtPath(view, field);
      const wanted = parts[position];
      keyValue[field] = values.find((value) => keyOf(value) === wanted) ?? null;
    });
    return keyValue;
  }

  /** The first key of `keys` already held by another document, if any. */
  conflictingKey(keys: IndexKeys, ownId: string): string | undefined {
    for (const key of keys.full) {
      const holders = this.entries.get(key);
      if (holders === undefined) continue;
      if (typeof holders === 'string') {
        if (holders !== ownId) return key;
        continue;
      }
      for (const holder of holders) if (holder !== ownId) return key;
    }
    return undefined;
  }

  add(id: string, keys: IndexKeys | undefined): void {
    if (!keys) return;
    addTo(this.entries, keys.full, id);
    if (this.firstFieldEntries) addTo(this.firstFieldEntries, keys.first, id);
  }

  remove(id: string, keys: IndexKeys | undefined): void {
    if (!keys) return;
    removeFrom(this.entries, keys.full, id);
    if (this.firstFieldEntries) removeFrom(this.firstFieldEntries, keys.first, id);
  }

  /** Ids whose first indexed field equals the value with canonical key `firstKey`. */
  lookupFirstField(firstKey: string): Iterable<string> {
    const holders = (this.firstFieldEntries ?? this.entries).get(firstKey);
    if (holders === undefined) return [];
    return typeof holders === 'string' ? [holders] : holders;
  }

  /** An independent copy (a transaction's private view): posting sets are copied, not shared. */
  clone(): Index {
    const copy = new Index(this.spec);
    copyPostings(this.entries, copy.entries);
    if (this.firstFieldEntries && copy.firstFieldEntries) copyPostings(this.firstFieldEntries, copy.firstFieldEntries);
    return copy;
  }

  clear(): void {
    this.entries.clear();
    this.firstFieldEntries?.clear();
  }
}

/** Key -> the id holding it, or a set once several documents share the key (saves memory for unique keys). */
type Postings = Map<string, string | Set<string>>;

function copyPostings(from: Postings, to: Postings): void {
  for (const [key, holders] of from) to.set(key, typeof holders === 'string' ? holders : new Set(holders));
}

function addTo(map: Postings, keys: string[], id: string): void {
  for (const key of keys) {
    const holders = map.get(key);
    if (holders === undefined) map.set(key, id);
    else if (typeof holders === 'string') {
      if (holders !== id) map.set(key, new Set([holders, id]));
    } else holders.add(id);
  }
}

function removeFrom(map: Postings, keys: string[], id: string): void {
  for (const key of keys) {
    const holders = map.get(key);
    if (holders === undefined) continue;
    if (typeof holders === 'string') {
      if (holders === id) map.delete(key);
      continue;
    }
    holders.delete(id);
    if (holders.size === 1) map.set(key, holders.values().next().value as string);
    else if (holders.size === 0) map.delete(key);
  }
}
