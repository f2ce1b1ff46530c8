/**
 * The `hint` option of find and aggregate. The index must exist (as in MongoDB), and without a sort
 * the documents come in the order of the hinted index, which is what a client sees from MongoDB's
 * index scan.
 */
import { MongoCommandError } from '../errors.js';
import type { Collection } from '../storage/collection.js';
import { isPlainObject } from '../values/document.js';
import type { SortSpec } from './sort.js';

const sameKey = (a: Record<string, unknown>, b: Record<string, unknown>): boolean => {
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length && keysA.every((key, i) => key === keysB[i] && Number(a[key]) === Number(b[key]))
  );
};

/** The order the hinted index gives, undefined for no hint or `{$natural: ...}`. */
export function hintOrder(collection: Collection | undefined, hint: unknown): SortSpec | undefined {
  if (hint === undefined || hint === null) return undefined;
  if (isPlainObject(hint) && '$natural' in hint) return undefined;
  if (typeof hint !== 'string' && !isPlainObject(hint))
    throw new MongoCommandError('FailedToParse', 'hint must be a string or an object');
  if (!collection) return undefined;
  const spec = collection
    .indexSpecs()
    .find((candidate) =>
      typeof hint === 'string' ? candidate.name === hint : sameKey(candidate.key as Record<string, unknown>, hint),
    );
  if (!spec) throw new MongoCommandError('BadValue', 'hint provided does not correspond to an existing index');
  return Object.entries(spec.key as Record<string, unknown>).map(([field, direction]) => [
    field,
    Number(direction) < 0 ? -1 : 1,
  ]);
}
