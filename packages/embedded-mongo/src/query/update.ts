/**
 * Applies an update (operators, replacement or pipeline) to a copy of a stored document. mingo does
 * the operators; this adds what it lacks: $setOnInsert, `_id` immutability, type checks for
 * arithmetic operators, and arithmetic on Long/Decimal128/Double values.
 */
import { Decimal128, Double, Long, serialize } from 'bson';
import { Aggregator, update as mingoUpdate } from 'mingo';
import { MongoCommandError, toCommandError } from '../errors.js';
import { cloneDoc, cloneValue, idFirst, isPlainObject, numericValue, toView, type Doc } from '../values/document.js';
import { keyOf } from '../values/keys.js';
import { setAtPath, valueAtPath } from '../values/paths.js';
import { tryFastUpdate } from './fastUpdate.js';
import { mingoOptions } from './matcher.js';
import { applyLogicalPulls } from './logicalPull.js';
import { hasPositional, resolvePositionalPaths } from './positional.js';
import { applyLiteralPaths } from './literalPaths.js';
import { checkUpdateTargets } from './updateChecks.js';

const knownOperators = new Set([
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$rename',
  '$push',
  '$addToSet',
  '$pop',
  '$pull',
  '$pullAll',
  '$currentDate',
  '$bit',
  '$setOnInsert',
]);

export type UpdateSpec = Doc | Doc[];

export interface UpdateContext {
  arrayFilters?: Doc[] | undefined;
  /** The query, needed for the positional `$` operator. */
  filter?: Doc | undefined;
  /** True when the document is being created by an upsert ($setOnInsert applies). */
  inserting?: boolean;
}

export function isOperatorUpdate(update: UpdateSpec): update is Doc {
  return !Array.isArray(update) && Object.keys(update).some((key) => key.startsWith('$'));
}

export function validateUpdate(update: unknown): UpdateSpec {
  if (Array.isArray(update)) {
    if (!update.every(isPlainObject))
      throw new MongoCommandError('FailedToParse', 'each pipeline update stage must be an object');
    return update;
  }
  if (!isPlainObject(update)) throw new MongoCommandError('FailedToParse', 'update must be an object or a pipeline');
  const keys = Object.keys(update);
  const operators = keys.filter((key) => key.startsWith('$'));
  if (operators.length === 0) return update;
  if (operators.length !== keys.length) {
    throw new MongoCommandError('FailedToParse', 'Cannot mix update operators and plain fields in an update document');
  }
  for (const operator of operators) {
    if (!knownOperators.has(operator)) {
      throw new MongoCommandError(
        'FailedToParse',
        `Unknown modifier: ${operator}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
    if (!isPlainObject(update[operator])) {
      throw new MongoCommandError(
        'FailedToParse',
        `Modifiers operate on fields but we found type ${typeof update[operator]} instead`,
      );
    }
  }
  return update;
}

export interface UpdateOutcome {
  doc: Doc;
  modified: boolean;
}

export function applyUpdate(original: Doc, update: UpdateSpec, context: UpdateContext = {}): UpdateOutcome {
  let next: Doc;
  if (Array.isArray(update)) next = applyPipeline(original, update);
  else if (isOperatorUpdate(update)) return applyOperators(original, update, context);
  else next = { _id: original._id, ...cloneDoc(update) };
  if (original._id !== undefined) checkIdUnchanged(original, next);
  next = idFirst(next);
  return { doc: next, modified: Buffer.compare(serialize(original), serialize(next)) !== 0 };
}

function applyPipeline(original: Doc, pipeline: Doc[]): Doc {
  try {
    const [result] = new Aggregator(pipeline, mingoOptions).run([cloneDoc(original)]) as Doc[];
    return result ?? {};
  } catch (error) {
    throw toCommandError(error);
  }
}

function applyOperators(original: Doc, update: Doc, context: UpdateContext): UpdateOutcome {
  let modifier: Doc = { ...update };
  const setOnInsert = modifier.$setOnInsert as Doc | undefined;
  delete modifier.$setOnInsert;
  if (context.inserting && setOnInsert) modifier.$set = { ...(modifier.$set as Doc | undefined), ...setOnInsert };
  const idAssignment = takeIdAssignment(original, modifier);
  const fast = tryFastUpdate(original, modifier);
  if (fast) return withIdAssignment(fast, idAssignment);
  const positional = Object.values(modifier).some(
    (fields) => isPlainObject(fields) && Object.keys(fields).some(hasPositional),
  );
  if (positional) {
    modifier = resolvePositionalPaths(toView(original) as Doc, modifier, {
      filter: context.filter,
      arrayFilters: context.arrayFilters,
    });
  }
  checkUpdateTargets(original, modifier);
  const doc = cloneDoc(original);
  let modified = applyArithmeticOnWrappers(doc, modifier);
  modified = applyLogicalPulls(doc, modifier) || modified;
  modified = applyLiteralPaths(doc, modifier) || modified;
  try {
    const changed = mingoUpdate(doc, dropEmptyOperators(modifier), [], undefined, { queryOptions: mingoOptions });
    modified ||= changed.length > 0;
  } catch (error) {
    throw toCommandError(error);
  }
  checkIdUnchanged(original, doc);
  return withIdAssignment({ doc: idFirst(doc), modified }, idAssignment);
}

/** Operators left without fields (all their paths designated no element) are removed. */
function dropEmptyOperators(modifier: Doc): Doc {
  const kept: Doc = {};
  for (const [operator, fields] of Object.entries(modifier)) {
    if (!isPlainObject(fields) || Object.keys(fields).length > 0) kept[operator] = fields;
  }
  return kept;
}

/**
 * `$set: {_id: ...}`: MongoDB accepts the current value (mongoose sends it when a whole document
 * is the update) and, on an upsert's insert, a new one; any other change of `_id` is refused.
 * The assignment is taken out of the modifier (mingo refuses every `_id` path).
 */
function takeIdAssignment(original: Doc, modifier: Doc): { value: unknown } | undefined {
  const set = modifier.$set as Doc | undefined;
  if (!set || !Object.prototype.hasOwnProperty.call(set, '_id')) return undefined;
  const { _id: value, ...rest } = set;
  if (Object.keys(rest).length > 0) modifier.$set = rest;
  else delete modifier.$set;
  if (original._id !== undefined && keyOf(original._id) !== keyOf(value)) {
    throw new MongoCommandError(
      'ImmutableField',
      "Performing an update on the path '_id' would modify the immutable field '_id'",
    );
  }
  return original._id === undefined ? { value } : undefined;
}

function withIdAssignment(outcome: UpdateOutcome, assignment: { value: unknown } | undefined): UpdateOutcome {
  if (!assignment) return outcome;
  return { doc: idFirst({ ...outcome.doc, _id: cloneValue(assignment.value) }), modified: true };
}

function checkIdUnchanged(original: Doc, next: Doc): void {
  if (original._id === undefined) return;
  if (!('_id' in next) || keyOf(next._id) !== keyOf(original._id)) {
    throw new MongoCommandError(
      'ImmutableField',
      "Performing an update on the path '_id' would modify the immutable field '_id'",
    );
  }
}

/**
 * $inc/$mul: MongoDB refuses non-numeric targets; mingo would silently skip them. Targets holding
 * Long/Decimal128/Double wrappers are computed here (keeping their type) and removed from what
 * mingo sees. Returns whether anything changed.
 */
function applyArithmeticOnWrappers(doc: Doc, modifier: Doc): boolean {
  let modified = false;
  for (const operator of ['$inc', '$mul'] as const) {
    const fields = modifier[operator] as Doc | undefined;
    if (!fields) continue;
    const remaining: Doc = {};
    for (const [path, operand] of Object.entries(fields)) {
      const amount = numericValue(operand);
      if (amount === undefined) {
        throw new MongoCommandError(
          'TypeMismatch',
          `Cannot ${operator === '$inc' ? 'increment' : 'multiply'} with non-numeric argument: {${path}: ${JSON.stringify(operand)}}`,
        );
      }
      if (path.includes('$')) {
        remaining[path] = amount;
        continue;
      }
      const current = valueAtPath(doc, path);
      if (current === undefined || typeof current === 'number') {
        remaining[path] = typeof operand === 'number' ? operand : amount;
        continue;
      }
      const currentNumber = numericValue(current);
      if (currentNumber === undefined) {
        const type = current === null ? 'null' : Array.isArray(current) ? 'array' : typeof current;
        throw new MongoCommandError(
          'TypeMismatch',
          `Cannot apply ${operator} to a value of non-numeric type. {_id: ${String(doc._id)}} has the field '${path}' of non-numeric type ${type}`,
        );
      }
      setAtPath(doc, path, arithmetic(current, amount, operator));
      modified = true;
    }
    if (Object.keys(remaining).length > 0) modifier[operator] = remaining;
    else delete modifier[operator];
  }
  return modified;
}

function arithmetic(current: unknown, amount: number, operator: '$inc' | '$mul'): unknown {
  const type = (current as { _bsontype?: string })._bsontype;
  if (type === 'Long' && Number.isInteger(amount)) {
    const long = current as Long;
    const operand = Long.fromNumber(amount);
    return operator === '$inc' ? long.add(operand) : long.multiply(operand);
  }
  const base = numericValue(current) as number;
  const result = operator === '$inc' ? base + amount : base * amount;
  if (type === 'Decimal128') return Decimal128.fromString(String(result));
  return new Double(result);
}
