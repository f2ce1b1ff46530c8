/**
 * A matcher for the most common filter shapes, without compiling a mingo query: every top-level
 * field compared with scalars (strings, numbers, ObjectIds, dates, booleans) through equality,
 * `$eq`, `$ne`, `$gt`, `$gte`, `$lt`, `$lte`, `$in`, `$nin` or `$exists`. Semantics are MongoDB's:
 * a condition holds when the field's value, or any element of an array on the path, satisfies it;
 * comparisons only hold between values of the same type class (type bracketing).
 */
import { compareValues, typeRank } from '../values/compare.js';
import { isPlainObject, type Doc } from '../values/document.js';
import { keyOf } from '../values/keys.js';
import { valuesAtPath } from '../values/paths.js';

type Predicate = (view: Doc) => boolean;
type ValuesTest = (values: unknown[], found: boolean) => boolean;

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

/** The values a condition is tested against: the field's value, or its elements when it is an array. */
function readValues(view: Doc, path: string): { values: unknown[]; found: boolean } {
  if (!path.includes('.')) {
    if (!Object.prototype.hasOwnProperty.call(view, path)) return { values: [], found: false };
    const value = view[path];
    if (!Array.isArray(value)) return { values: [value], found: true };
  }
  return valuesAtPath(view, path);
}

function comparison(operand: unknown, holds: (order: number) => boolean): ValuesTest {
  const rank = typeRank(operand);
  return (values) => values.some((value) => typeRank(value) === rank && holds(compareValues(value, operand)));
}

function membership(operands: unknown[]): ValuesTest {
  const keys = new Set(operands.map(keyOf));
  return (values) => values.some((value) => keys.has(keyOf(value)));
}

/** One `$operator: operand` pair, or undefined when it needs the full engine. */
function operatorTest(operator: string, operand: unknown): ValuesTest | undefined {
  const listOfScalars = Array.isArray(operand) && operand.every(isFastScalar);
  switch (operator) {
    case '$eq':
      return isFastScalar(operand) ? membership([operand]) : undefined;
    case '$ne': {
      if (!isFastScalar(operand)) return undefined;
      const equal = membership([operand]);
      return (values, found) => !equal(values, found);
    }
    case '$in':
      return listOfScalars ? membership(operand as unknown[]) : undefined;
    case '$nin': {
      if (!listOfScalars) return undefined;
      const member = membership(operand as unknown[]);
      return (values, found) => !member(values, found);
    }
    case '$gt':
      return isFastScalar(operand) ? comparison(operand, (order) => order > 0) : undefined;
    case '$gte':
      return isFastScalar(operand) ? comparison(operand, (order) => order >= 0) : undefined;
    case '$lt':
      return isFastScalar(operand) ? comparison(operand, (order) => order < 0) : undefined;
    case '$lte':
      return isFastScalar(operand) ? comparison(operand, (order) => order <= 0) : undefined;
    case '$exists':
      return typeof operand === 'boolean' ? (_values, found) => found === operand : undefined;
    default:
      return undefined;
  }
}

function fieldTest(condition: unknown): ValuesTest | undefined {
  if (isFastScalar(condition)) return membership([condition]);
  if (!isPlainObject(condition)) return undefined;
  const entries = Object.entries(condition);
  if (entries.length === 0) return undefined;
  const tests: ValuesTest[] = [];
  for (const [operator, operand] of entries) {
    const test = operatorTest(operator, operand);
    if (!test) return undefined;
    tests.push(test);
  }
  return tests.length === 1 ? tests[0] : (values, found) => tests.every((test) => test(values, found));
}

/** Returns a matcher, or undefined when the filter needs the full query engine. */
export function compileSimpleFilter(filter: Doc): Predicate | undefined {
  const predicates: Predicate[] = [];
  for (const [path, condition] of Object.entries(filter)) {
    if (path.startsWith('$') || path.split('.').some((part) => part.length === 0)) return undefined;
    const test = fieldTest(condition);
    if (!test) return undefined;
    predicates.push((view) => {
      const { values, found } = readValues(view, path);
      return test(values, found);
    });
  }
  if (predicates.length === 1) return predicates[0];
  return (view) => predicates.every((predicate) => predicate(view));
}
