/**
 * Query operators where mingo's answer differs from MongoDB's, registered under their own names
 * (mingo does not let a context replace a built-in operator) and swapped into filters by
 * `rewriteFilter`:
 * - `$type` reads the stored value, so int32 and integral doubles differ and ObjectId, BinData,
 *   Long, Decimal128 and the other bson classes have their types;
 * - `$all` on a field that is not an array matches like a list of equalities (`{tags: {$all: ['a']}}`
 *   matches `tags: 'a'`), and `$elemMatch` items keep their meaning;
 * - `$gt`/`$gte`/`$lt`/`$lte` with a BinData operand order BinData as MongoDB does (length, subtype,
 *   bytes), and the `$bits*` operators read BinData fields (bitsOperators.ts);
 * - `$elemMatch: {$id: ...}` on DBRefs compares the reference's `$ref`/`$id`/`$db` fields.
 */
import { Context, Query } from 'mingo';
import { bsonTypeNumber, typeSpecTest } from '../values/bsonType.js';
import { compareValues, typeRank } from '../values/compare.js';
import { keyOf } from '../values/keys.js';
import { valuesAtPath } from '../values/paths.js';
import { BITS_OPERATORS, bitsOperator } from './bitsOperators.js';
import { isPlainObject, storedForm, type Doc } from '../values/document.js';

const TYPE = '$embeddedType';
const ALL = '$embeddedAll';
const DBREF = '$embeddedDbRef';
const DBREF_FIELDS = ['$ref', '$id', '$db'];

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
      else
        for (const item of current)
          if (item !== null && typeof item === 'object' && !Array.isArray(item)) walk(storedForm(item), depth);
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

const ORDERINGS: Record<string, (order: number) => boolean> = {
  $gt: (order) => order > 0,
  $gte: (order) => order >= 0,
  $lt: (order) => order < 0,
  $lte: (order) => order <= 0,
};
const BINARY_RANK = 7;

/** A comparison that holds only between values of the operand's type (MongoDB's type bracketing). */
const comparisonOperator = (holds: (order: number) => boolean) => (selector: string, operand: unknown) => {
  const rank = typeRank(operand);
  return (doc: Doc): boolean =>
    valuesAtPath(doc, selector).values.some(
      (value) => typeRank(value) === rank && holds(compareValues(value, operand)),
    );
};

/** The `$ref`/`$id`/`$db` fields of a DBRef (decoded as a DBRef object or still a plain document). */
function dbRefFields(value: unknown): Doc | undefined {
  if (isPlainObject(value)) return value;
  const ref = value as { _bsontype?: string; collection?: string; oid?: unknown; db?: string } | null;
  if (ref?._bsontype !== 'DBRef') return undefined;
  return { $ref: ref.collection, $id: ref.oid, $db: ref.db };
}

const dbRefOperator =
  (selector: string, spec: Doc) =>
  (doc: Doc): boolean =>
    valuesAtPath(doc, selector).values.some((value) => {
      const fields = dbRefFields(value);
      return (
        fields !== undefined && Object.entries(spec).every(([key, expected]) => keyOf(fields[key]) === keyOf(expected))
      );
    });

const renamed = (operator: string): string => `$embedded${operator.slice(1)}`;

const customOperators: Record<string, unknown> = { [TYPE]: typeOperator, [ALL]: allOperator, [DBREF]: dbRefOperator };
for (const [operator, holds] of Object.entries(ORDERINGS))
  customOperators[renamed(operator)] = comparisonOperator(holds);
for (const operator of BITS_OPERATORS) customOperators[renamed(operator)] = bitsOperator(operator);

export const operatorContext = Context.init().addQueryOps(customOperators as Parameters<Context['addQueryOps']>[0]);

/** Whether `operator: operand` in a field condition is answered by one of the operators above. */
function isReplaced(operator: string, operand: unknown): boolean {
  if (BITS_OPERATORS.includes(operator)) return true;
  return operator in ORDERINGS && typeRank(operand) === BINARY_RANK;
}

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
      rewritten[ALL] = operand.map((item) =>
        isPlainObject(item) && isPlainObject(item.$elemMatch)
          ? { $elemMatch: rewriteElemMatch(item.$elemMatch) }
          : item,
      );
      changed = true;
    } else if (isReplaced(key, operand)) {
      rewritten[renamed(key)] = operand;
      changed = true;
    } else if (key === '$not' || key === '$elemMatch') {
      const next =
        key === '$not' ? rewriteCondition(operand) : isPlainObject(operand) ? rewriteElemMatch(operand) : operand;
      rewritten[key] = next;
      changed ||= next !== operand;
    } else rewritten[key] = operand;
  }
  return changed ? rewritten : condition;
}

/** An `$elemMatch` operand is either a filter on sub-documents or operators on the elements themselves. */
function rewriteElemMatch(operand: Doc): Doc {
  const keys = Object.keys(operand);
  if (keys.length > 0 && keys.every((key) => DBREF_FIELDS.includes(key))) return { [DBREF]: operand };
  const onElements =
    keys.length > 0 && keys.every((key) => key.startsWith('$') && key !== '$and' && key !== '$or' && key !== '$nor');
  return onElements ? (rewriteCondition(operand) as Doc) : rewriteFilter(operand);
}

/** The filter with `$type` and `$all` replaced by the operators above (same reference when none occurs). */
export function rewriteFilter(filter: Doc): Doc {
  let copy: Doc | undefined;
  for (const [key, condition] of Object.entries(filter)) {
    let next: unknown;
    if (key === '$and' || key === '$or' || key === '$nor') {
      next = Array.isArray(condition)
        ? condition.map((clause) => (isPlainObject(clause) ? rewriteFilter(clause) : clause))
        : condition;
      if (Array.isArray(condition) && (next as unknown[]).every((clause, i) => clause === condition[i]))
        next = condition;
    } else if (key.startsWith('$')) next = condition;
    else next = rewriteCondition(condition);
    if (next !== condition) {
      copy ??= { ...filter };
      copy[key] = next;
    }
  }
  return copy ?? filter;
}
