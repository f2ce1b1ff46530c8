/**
 * A matcher for the most common filter shape, `{ field: scalar, ... }` (equality on strings,
 * numbers, ObjectIds, dates, booleans), that avoids compiling a mingo query. Semantics are
 * MongoDB's: a field matches when its value, or an element of an array on the path, is equal.
 */
import { isPlainObject, type Doc } from '../values/document.js';
import { keyOf } from '../values/keys.js';
import { valuesAtPath } from '../values/paths.js';

function isFastScalar(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return !Number.isNaN(value);
    case 'object': {
      if (value instanceof Date) return true;
      const type = (value as { _bsontype?: string } | null)?._bsontype;
      return type === 'ObjectId';
    }
    default:
      return false;
  }
}

function fieldMatches(view: Doc, path: string, wanted: string): boolean {
  if (!path.includes('.')) {
    const value = view[path];
    if (value === undefined || !Object.prototype.hasOwnProperty.call(view, path)) return false;
    if (!Array.isArray(value)) return keyOf(value) === wanted;
  }
  return valuesAtPath(view, path).values.some((value) => keyOf(value) === wanted);
}

/** Returns a matcher, or undefined when the filter needs the full query engine. */
export function compileSimpleEquality(filter: Doc): ((view: Doc) => boolean) | undefined {
  const conditions: Array<[string, string]> = [];
  for (const [path, value] of Object.entries(filter)) {
    if (path.startsWith('$') || path.length === 0 || !isFastScalar(value) || isPlainObject(value)) return undefined;
    if (path.split('.').some((part) => part.length === 0)) return undefined;
    conditions.push([path, keyOf(value)]);
  }
  if (conditions.length === 1) {
    const [path, wanted] = conditions[0] as [string, string];
    return (view) => fieldMatches(view, path, wanted);
  }
  return (view) => conditions.every(([path, wanted]) => fieldMatches(view, path, wanted));
}
