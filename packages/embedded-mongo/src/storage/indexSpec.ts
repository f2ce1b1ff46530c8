/** Validation of index specifications as given to createIndexes. */
import { MongoCommandError } from '../errors.js';
import { isPlainObject, numericValue, type Doc } from '../values/document.js';

export interface IndexSpec {
  v: number;
  key: Doc;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Doc;
  expireAfterSeconds?: number;
}

export const ID_INDEX_SPEC: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

const supportedOptions = new Set([
  'v',
  'key',
  'name',
  'unique',
  'sparse',
  'partialFilterExpression',
  'expireAfterSeconds',
  'background',
  'ns',
]);

/** Default index name: `a_1_b_-1`. */
function defaultIndexName(key: Doc): string {
  return Object.entries(key)
    .map(([field, direction]) => `${field}_${String(numericValue(direction) ?? direction)}`)
    .join('_');
}

export function parseIndexSpec(raw: unknown): IndexSpec {
  if (!isPlainObject(raw) || !isPlainObject(raw.key) || Object.keys(raw.key).length === 0) {
    throw new MongoCommandError('CannotCreateIndex', 'index specification must have a non-empty key document');
  }
  const key: Doc = {};
  for (const [field, direction] of Object.entries(raw.key)) {
    const n = numericValue(direction);
    if (n === undefined || n === 0 || Number.isNaN(n)) {
      throw new MongoCommandError(
        'CannotCreateIndex',
        `embedded-mongo supports only ascending/descending indexes, not ${JSON.stringify(direction)} on '${field}'`,
      );
    }
    key[field] = n > 0 ? 1 : -1;
  }
  for (const option of Object.keys(raw)) {
    if (!supportedOptions.has(option)) {
      throw new MongoCommandError('CannotCreateIndex', `embedded-mongo does not support the index option '${option}'`);
    }
  }
  const spec: IndexSpec = { v: 2, key, name: typeof raw.name === 'string' ? raw.name : defaultIndexName(key) };
  if (raw.unique === true || numericValue(raw.unique) === 1) spec.unique = true;
  if (raw.sparse === true || numericValue(raw.sparse) === 1) spec.sparse = true;
  if (raw.partialFilterExpression !== undefined) {
    if (!isPlainObject(raw.partialFilterExpression))
      throw new MongoCommandError('BadValue', 'partialFilterExpression must be an object');
    spec.partialFilterExpression = raw.partialFilterExpression;
  }
  if (raw.expireAfterSeconds !== undefined) {
    const seconds = numericValue(raw.expireAfterSeconds);
    if (seconds === undefined || seconds < 0)
      throw new MongoCommandError('InvalidOptions', 'expireAfterSeconds must be a non-negative number');
    spec.expireAfterSeconds = seconds;
  }
  if (spec.name === '_id_' && Object.keys(key).join() !== '_id') {
    throw new MongoCommandError('BadValue', "The index name '_id_' is reserved for the _id index");
  }
  return spec;
}

/** Whether two specs describe the same index (ignoring name). */
export function sameIndexOptions(a: IndexSpec, b: IndexSpec): boolean {
  return (
    !!a.unique === !!b.unique &&
    !!a.sparse === !!b.sparse &&
    a.expireAfterSeconds === b.expireAfterSeconds &&
    JSON.stringify(a.partialFilterExpression ?? null) === JSON.stringify(b.partialFilterExpression ?? null)
  );
}

export function sameKey(a: IndexSpec, b: IndexSpec): boolean {
  return JSON.stringify(a.key) === JSON.stringify(b.key);
}
