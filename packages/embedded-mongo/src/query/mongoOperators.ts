/**
 * Query operators where mingo's answer differs from MongoDB's, registered under their own names
 * (mingo does not let a context replace a built-in operator) and swapped into filters by
 * `rewriteFilter`:
 * - `$type` reads the stored value, so int32 and integral doubles differ and ObjectId, BinData,
 *   Long, Decimal128 and the other bson classes have their types;
 * - `$all` on a field that is not an array matches like a list of equalities (`{tags: {$all: ['a']}}`
 *   matches `tags: 'a'`), and `$elemMatch` items keep their meaning.
 */
import { Context, Query } from 'mingo';
import { bsonTypeNumber, typeSpecTest } from '../values/bsonType.js';
import { isPlainObject, storedForm, type Doc } from '../values/document.js';

const TYPE = '$embeddedType';
const ALL = '$embeddedAll';

/** The value at `path` and, when it is an array, its elements (how `$type` sees a field). */
function typedValuesAtPath(root: unknown, path: string): unknown[] {
  const parts = path.split('.');
  const values: unknown[] = [];
  const walk = (current: unknown, depth: number): void => {
    if (depth === parts.length) {
      values.push(current);
      if (Array.isArray(current)) values.push(...current);
      return;
    }
    const part = parts[depth] as string;
    if (Array.isArray(current)) {
      if (/^\d+$/.test(part)) walk(current[Number(part)], depth + 1);
      else for (const item of current) if (item !== null && typeof item === 'object' && !Array.isArray(item)) walk(storedForm(item), depth);
      return;
    }
    if (isPlainObject(current) && Object.prototype.hasOwnProperty.call(current, part)) {
      const next = current[part];
      walk(next !== null && typeof next === 'object' ? storedForm(next) : next, depth + 1);
    }
  };
  walk(root !== null && typeof root === 'object' ? storedForm(root) : root, 0);
  return values;
}

type Options = ConstructorParameters<typeof Query>[1];

const typeOperator = (selector: string, spec: unknown) => {
  const test = typeSpecTest(spec);
  return (doc: Doc): boolean =>
    typedValuesAtPath(doc, selector).some((value) => {
      const type = bsonTypeNumber(value);
      return type !== undefined && test(type);
    });
};

const allOperator = (selector: string, items: unknown, options: Options) => {
  if (!Array.isArray(items)) throw new Error('$all needs an array');
  if (items.length === 0) return (): boolean => false;
  const query = new Query({ $and: items.map((item) => ({ [selector]: item })) }, options);
  return (doc: Doc): boolean => query.test(doc);
};

export const operatorContext = Context.init().addQueryOps({
  [TYPE]: typeOperator,
  [ALL]: allOperator,
} as unknown as Parameters<Context['addQueryOps']>[0]);

function rewriteCondition(condition: unknown): unknown {
  if (!isPlainObject(condition)) return condition;
  const keys = Object.keys(condition);
  if (keys.length === 0 || !keys.every((key) => key.startsWith('$'))) return condition;
  const rewritten: Doc = {};
  let changed = false;
  for (const key of keys) {
    const operand = condition[key];
    if (key === '$type') {
      rewritten[TYPE] = operand;
      changed = true;
    } else if (key === '$all' && Array.isArray(operand)) {
      rewritten[ALL] = operand.map((item) => (isPlainObject(item) && isPlainObject(item.$elemMatch) ? { $elemMatch: rewriteElemMatch(item.$elemMatch) } : item));
      changed = true;
    } else if (key === '$not' || key === '$elemMatch') {
      const next = key === '$not' ? rewriteCondition(operand) : isPlainObject(operand) ? rewriteElemMatch(operand) : operand;
      rewritten[key] = next;
      changed ||= next !== operand;
    } else rewritten[key] = operand;
  }
  return changed ? rewritten : condition;
}

/** An `$elemMatch` operand is either a filter on sub-documents or operators on the elements themselves. */
function rewriteElemMatch(operand: Doc): Doc {
  const keys = Object.keys(operand);
  const onElements = keys.length > 0 && keys.every((key) => key.startsWith('$') && key !== '$and' && key !== '$or' && key !== '$nor');
  return onElements ? (rewriteCondition(operand) as Doc) : rewriteFilter(operand);
}

/** The filter with `$type` and `$all` replaced by the operators above (same reference when none occurs). */
export function rewriteFilter(filter: Doc): Doc {
  let copy: Doc | undefined;
  for (const [key, condition] of Object.entries(filter)) {
    let next: unknown;
    if (key === '$and' || key === '$or' || key === '$nor') {
      next = Array.isArray(condition) ? condition.map((clause) => (isPlainObject(clause) ? rewriteFilter(clause) : clause)) : condition;
      if (Array.isArray(condition) && (next as unknown[]).every((clause, i) => clause === condition[i])) next = condition;
    } else if (key.startsWith('$')) next = condition;
    else next = rewriteCondition(condition);
    if (next !== condition) {
      copy ??= { ...filter };
      copy[key] = next;
    }
  }
  return copy ?? filter;
}
