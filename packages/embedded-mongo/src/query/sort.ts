/** Sorting by a MongoDB sort specification; arrays sort by their smallest (asc) or largest (desc) element. */
import { badValue } from '../errors.js';
import { compareValues, type StringCompare } from '../values/compare.js';
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
      if (isPlainObject(direction) && '$meta' in direction) throw badValue('$meta sort is not supported by embedded-mongo');
      throw badValue(`$sort key ordering must be 1 (for ascending) or -1 (for descending)`);
    }
    spec.push([field, n]);
  }
  return spec.length > 0 ? spec : undefined;
}

function sortKey(view: Doc, field: string, direction: 1 | -1, compareStrings?: StringCompare): unknown {
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

export function sortViews<T>(items: T[], spec: SortSpec, viewOf: (item: T) => Doc, compareStrings?: StringCompare): T[] {
  const keyed = items.map((item) => ({ item, keys: spec.map(([field, direction]) => sortKey(viewOf(item), field, direction, compareStrings)) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < spec.length; i++) {
      const order = compareValues(a.keys[i], b.keys[i], compareStrings);
      if (order !== 0) return order * (spec[i] as [string, 1 | -1])[1];
    }
    return 0;
  });
  return keyed.map((entry) => entry.item);
}

/** A string comparator honouring a MongoDB collation's locale, strength and numericOrdering. */
export function collationComparator(collation: { locale?: unknown; strength?: unknown; numericOrdering?: unknown } | undefined): StringCompare | undefined {
  if (!collation || typeof collation.locale !== 'string') return undefined;
  const strength = Number(collation.strength ?? 3);
  const sensitivity = strength <= 1 ? 'base' : strength === 2 ? 'accent' : 'variant';
  const collator = new Intl.Collator(collation.locale, { sensitivity, numeric: collation.numericOrdering === true });
  return (a, b) => collator.compare(a, b);
}
