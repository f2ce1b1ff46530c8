/** Sorting by a MongoDB sort specification; arrays sort by their smallest (asc) or largest (desc) element. */
import { badValue } from '../errors.js';
import { compareValues, typeRank, type StringCompare } from '../values/compare.js';
import { isPlainObject, numericValue, type Doc } from '../values/document.js';
import { valuesAtPath } from '../values/paths.js';

export type SortSpec = Array<[field: string, direction: 1 | -1]>;

export function parseSort(sort: unknown): SortSpec | undefined {
  if (sort === undefined || sort === null) return undefined;
  if (!isPlainObject(sort)) throw badValue('sort must be an object');
  const spec: SortSpec = [];
  for (const [field, direction] of Object.entries(sort)) {
    const n = numericValue(direction);
    if (n !== 1 && n !== -1) {
      if (isPlainObject(direction) && '$meta' in direction)
        throw badValue('$meta sort is not supported by embedded-mongo');
      throw badValue(`$sort key ordering must be 1 (for ascending) or -1 (for descending)`);
    }
    spec.push([field, n]);
  }
  return spec.length > 0 ? spec : undefined;
}

function sortKey(view: Doc, field: string, direction: 1 | -1, compareStrings?: StringCompare): unknown {
  if (!field.includes('.')) {
    const direct = view[field];
    if (!Array.isArray(direct)) return direct ?? null;
  }
  const { values, found } = valuesAtPath(view, field);
  if (!found || values.length === 0) return null;
  if (values.length === 1) return values[0];
  let best = values[0];
  for (const value of values.slice(1)) {
    const order = compareValues(value, best, compareStrings);
    if ((direction === 1 && order < 0) || (direction === -1 && order > 0)) best = value;
  }
  return best;
}

interface Keyed<T> {
  item: T;
  /** Per sort field: MongoDB's type rank of the key, and the key itself (see `comparableKey`). */
  ranks: number[];
  keys: unknown[];
  /** Original position: ties keep the natural order, as MongoDB's sort does in practice. */
  position: number;
}

const NUMBER = 3;
const STRING = 4;
const OBJECT_ID = 8;
const BOOLEAN = 9;
const DATE = 10;

/**
 * The key as a JS number or string when its rank orders by one (numbers, strings, booleans,
 * dates as epoch ms, null), computed once per document instead of once per comparison. ObjectIds
 * become their hex string on their first comparison (see sortViews: most sorts never compare
 * them); other values stay as they are and are compared with compareValues.
 */
function comparableKey(value: unknown, rank: number): unknown {
  switch (rank) {
    case 2:
      return 0;
    case NUMBER:
      return numericValue(value) ?? Number(value);
    case STRING:
      return String(value);
    case BOOLEAN:
      return Number(value);
    case DATE:
      return (value as Date).getTime();
    default:
      return value;
  }
}

/** An ObjectId key's hex string, made once and then kept in place of the ObjectId. */
function hexOf(key: unknown): string {
  return typeof key === 'string' ? key : (key as { toHexString(): string }).toHexString();
}

const cmp = <V extends number | string>(a: V, b: V): number => (a < b ? -1 : a > b ? 1 : 0);

/** Same order as compareValues for two keys of the same rank, made by comparableKey. */
function compareKeys(rank: number, a: unknown, b: unknown, compareStrings: StringCompare | undefined): number {
  switch (rank) {
    case 2:
      return 0;
    case NUMBER: {
      const x = a as number;
      const y = b as number;
      // NaN sorts before every other number and equals itself, as in MongoDB.
      if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? 0 : -1) : 1;
      return cmp(x, y);
    }
    case STRING:
      return compareStrings ? compareStrings(a as string, b as string) : cmp(a as string, b as string);
    case OBJECT_ID:
    case BOOLEAN:
    case DATE:
      return cmp(a as number | string, b as number | string);
    default:
      return compareValues(a, b, compareStrings);
  }
}

/**
 * Sorts by the spec. With `keep` (skip + limit) much smaller than the input, only the first `keep`
 * items are selected (a bounded heap), which is what `sort + limit` queries need.
 */
export function sortViews<T>(
  items: T[],
  spec: SortSpec,
  viewOf: (item: T) => Doc,
  compareStrings?: StringCompare,
  keep?: number,
): T[] {
  const compare = (a: Keyed<T>, b: Keyed<T>): number => {
    for (let i = 0; i < spec.length; i++) {
      const rankA = a.ranks[i] as number;
      const rankB = b.ranks[i] as number;
      if (rankA === OBJECT_ID && rankB === OBJECT_ID) {
        a.keys[i] = hexOf(a.keys[i]);
        b.keys[i] = hexOf(b.keys[i]);
      }
      const order = rankA !== rankB ? rankA - rankB : compareKeys(rankA, a.keys[i], b.keys[i], compareStrings);
      if (order !== 0) return order * (spec[i] as [string, 1 | -1])[1];
    }
    return a.position - b.position;
  };
  const keyed = (item: T, position: number): Keyed<T> => {
    const view = viewOf(item);
    const ranks = new Array<number>(spec.length);
    const keys = new Array<unknown>(spec.length);
    for (let i = 0; i < spec.length; i++) {
      const [field, direction] = spec[i] as [string, 1 | -1];
      const key = sortKey(view, field, direction, compareStrings);
      const rank = typeRank(key);
      ranks[i] = rank;
      keys[i] = comparableKey(key, rank);
    }
    return { item, position, ranks, keys };
  };
  if (keep === undefined || keep <= 0 || keep * 4 >= items.length) {
    return items
      .map(keyed)
      .sort(compare)
      .map((entry) => entry.item);
  }
  // Max-heap of the `keep` smallest items seen so far.
  const heap: Array<Keyed<T>> = [];
  const siftUp = (index: number): void => {
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (compare(heap[index] as Keyed<T>, heap[parent] as Keyed<T>) <= 0) return;
      [heap[index], heap[parent]] = [heap[parent] as Keyed<T>, heap[index] as Keyed<T>];
      index = parent;
    }
  };
  const siftDown = (index: number): void => {
    for (;;) {
      const left = index * 2 + 1;
      const right = left + 1;
      let largest = index;
      if (left < heap.length && compare(heap[left] as Keyed<T>, heap[largest] as Keyed<T>) > 0) largest = left;
      if (right < heap.length && compare(heap[right] as Keyed<T>, heap[largest] as Keyed<T>) > 0) largest = right;
      if (largest === index) return;
      [heap[index], heap[largest]] = [heap[largest] as Keyed<T>, heap[index] as Keyed<T>];
      index = largest;
    }
  };
  items.forEach((item, position) => {
    const entry = keyed(item, position);
    if (heap.length < keep) {
      heap.push(entry);
      siftUp(heap.length - 1);
    } else if (compare(entry, heap[0] as Keyed<T>) < 0) {
      heap[0] = entry;
      siftDown(0);
    }
  });
  return heap.sort(compare).map((entry) => entry.item);
}

/** A string comparator honouring a MongoDB collation's locale, strength and numericOrdering. */
export function collationComparator(
  collation: { locale?: unknown; strength?: unknown; numericOrdering?: unknown } | undefined,
): StringCompare | undefined {
  if (!collation || typeof collation.locale !== 'string') return undefined;
  const strength = Number(collation.strength ?? 3);
  const sensitivity = strength <= 1 ? 'base' : strength === 2 ? 'accent' : 'variant';
  const collator = new Intl.Collator(collation.locale, { sensitivity, numeric: collation.numericOrdering === true });
  return (a, b) => collator.compare(a, b);
}
