/**
 * Field projection. Inclusion, exclusion and positional `.$` go through mingo; `$elemMatch` and
 * `$slice` are applied here with MongoDB's rules: `$elemMatch` keeps the first matching element
 * (its condition may be operators on the elements themselves, `{$in: [...]}`) and counts as an
 * inclusion, while `$slice` alone or next to exclusions keeps every other field.
 */
import { find } from 'mingo';
import { toCommandError } from '../errors.js';
import { cloneValue, idFirst, isPlainObject, toView, type Doc } from '../values/document.js';
import { compileFilter, mingoOptions, type Matcher } from './matcher.js';

export type Projector = (docs: Doc[]) => Doc[];

function elementMatcher(condition: Doc): Matcher {
  const keys = Object.keys(condition);
  const onElements =
    keys.length > 0 && keys.every((key) => key.startsWith('$') && key !== '$and' && key !== '$or' && key !== '$nor');
  if (onElements) {
    const matches = compileFilter({ element: condition });
    return (element) => matches({ element });
  }
  const matches = compileFilter(condition);
  return (element) => isPlainObject(element) && matches(element);
}

function sliced(array: unknown[], spec: unknown): unknown[] {
  if (Array.isArray(spec)) {
    const [skip, limit] = spec as [number, number];
    const start = skip < 0 ? Math.max(array.length + skip, 0) : skip;
    return array.slice(start, start + limit);
  }
  const count = spec as number;
  return count < 0 ? array.slice(Math.max(array.length + count, 0)) : array.slice(0, count);
}

/** Applies `$slice` at a dotted path of a projected document (it owns the objects on the path). */
function applySlice(doc: Doc, path: string, spec: unknown): void {
  const parts = path.split('.');
  let parent: unknown = doc;
  for (const part of parts.slice(0, -1)) {
    if (!isPlainObject(parent)) return;
    parent = parent[part];
  }
  const field = parts[parts.length - 1] as string;
  if (isPlainObject(parent) && Array.isArray(parent[field])) parent[field] = sliced(parent[field] as unknown[], spec);
}

const isInclusion = (key: string, value: unknown): boolean =>
  key !== '_id' &&
  (value === true || (typeof value === 'number' && value !== 0) || isPlainObject(value) || typeof value === 'string');

/** Undefined when there is nothing to project (documents are returned whole). */
export function compileProjection(projection: unknown, filter?: Doc): Projector | undefined {
  if (!isPlainObject(projection) || Object.keys(projection).length === 0) return undefined;
  const elemMatches: [string, Matcher][] = [];
  const slices: [string, unknown][] = [];
  const rest: Doc = {};
  for (const [key, value] of Object.entries(projection)) {
    if (isPlainObject(value) && isPlainObject(value.$elemMatch) && Object.keys(value).length === 1) {
      elemMatches.push([key, elementMatcher(value.$elemMatch)]);
      rest[key] = 1;
    } else if (isPlainObject(value) && '$slice' in value && Object.keys(value).length === 1) {
      slices.push([key, value.$slice]);
    } else rest[key] = value;
  }
  const inclusion = Object.entries(rest).some(([key, value]) => isInclusion(key, value));
  // With inclusions mingo keeps the sliced field itself; otherwise every field stays.
  if (inclusion) for (const [key] of slices) rest[key] = projection[key];
  const positional = Object.keys(rest).some((key) => key.endsWith('.$'));
  const slicesHere = inclusion ? [] : slices;
  return (docs) => {
    try {
      let input = docs;
      if (elemMatches.length > 0) {
        input = docs.map((doc) => {
          const copy: Doc = { ...doc };
          for (const [key, matches] of elemMatches) {
            const value = doc[key];
            const found = Array.isArray(value) ? value.find((element) => matches(toView(element) as Doc)) : undefined;
            if (found === undefined) delete copy[key];
            else copy[key] = [found];
          }
          return copy;
        });
      }
      let projected =
        Object.keys(rest).length > 0
          ? (find(input, positional && filter ? filter : {}, rest, mingoOptions).all() as Doc[])
          : input.map((doc) => ({ ...doc }));
      if (slicesHere.length > 0) {
        projected = projected.map((doc) => {
          const copy = cloneValue(doc);
          for (const [path, spec] of slicesHere) applySlice(copy, path, spec);
          return copy;
        });
      }
      return projected.map(idFirst);
    } catch (error) {
      throw toCommandError(error);
    }
  };
}
