/**
 * Errors MongoDB raises for update targets that mingo would skip silently: array operators on a
 * value that is not an array, and fields that cannot be created (a name through an array, or a
 * field inside a number or string). Paths are concrete here (positional ones already resolved).
 */
import { EJSON } from 'bson';
import { MongoCommandError } from '../errors.js';
import { isPlainObject, type Doc } from '../values/document.js';
import { bsonTypeNumber } from '../values/bsonType.js';

/** Operators that create the field (and the objects on its path) when it is missing. */
const CREATING = new Set([
  '$set',
  '$setOnInsert',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$currentDate',
  '$push',
  '$addToSet',
  '$bit',
]);
const ARRAY_OPERATORS = new Set(['$push', '$addToSet', '$pop', '$pull', '$pullAll']);

const typeNames: Record<number, string> = {
  1: 'double',
  2: 'string',
  3: 'object',
  4: 'array',
  5: 'binData',
  7: 'objectId',
  8: 'bool',
  9: 'date',
  10: 'null',
  11: 'regex',
  16: 'int',
  17: 'timestamp',
  18: 'long',
  19: 'decimal',
};
const typeName = (value: unknown): string => typeNames[bsonTypeNumber(value) ?? 10] ?? 'unknown';

function shown(key: string, value: unknown): string {
  let text: string;
  try {
    text = EJSON.stringify(value, { relaxed: true });
  } catch {
    text = String(value);
  }
  return `{${key}: ${text.length > 200 ? `${text.slice(0, 200)}...` : text}}`;
}

function shownId(id: unknown): string {
  const type = (id as { _bsontype?: string } | null)?._bsontype;
  if (type === 'ObjectId') return `ObjectId('${String(id)}')`;
  return typeof id === 'string' ? `"${id}"` : EJSON.stringify(id, { relaxed: true });
}

function arrayOperatorError(operator: string, path: string, value: unknown, id: unknown): MongoCommandError {
  const type = typeName(value);
  switch (operator) {
    case '$push':
      return new MongoCommandError(
        'BadValue',
        `The field '${path}' must be an array but is of type ${type} in document {_id: ${shownId(id)}}`,
      );
    case '$addToSet':
      return new MongoCommandError(
        'BadValue',
        `Cannot apply $addToSet to non-array field. Field named '${path.split('.').pop()}' has non-array type ${type}`,
      );
    case '$pop':
      return new MongoCommandError('TypeMismatch', `Path '${path}' contains an element of non-array type '${type}'`);
    default:
      return new MongoCommandError('BadValue', `Cannot apply ${operator} to a non-array value`);
  }
}

/** MongoDB's error for an operator that would create field `part` inside a value that cannot hold one. */
const notViable = (part: string, parent: string, value: unknown) =>
  new MongoCommandError('PathNotViable', `Cannot create field '${part}' in element ${shown(parent, value)}`);

/** Throws MongoDB's error when a target of `modifier` cannot be updated in `doc`. */
export function checkUpdateTargets(doc: Doc, modifier: Doc): void {
  for (const [operator, fields] of Object.entries(modifier)) {
    if (!isPlainObject(fields)) continue;
    const creates = CREATING.has(operator);
    for (const path of Object.keys(fields)) {
      const parts = path.split('.');
      let current: unknown = doc;
      let reached = true;
      for (let i = 0; i < parts.length; i++) {
        const part = parts[i] as string;
        if (Array.isArray(current)) {
          if (/^\d+$/.test(part)) {
            current = current[Number(part)];
          } else {
            if (creates) throw notViable(part, parts[i - 1] as string, current);
            reached = false;
            break;
          }
        } else if (
          isPlainObject(current) ||
          (current !== null && typeof current === 'object' && (current as { _bsontype?: string })._bsontype === 'DBRef')
        ) {
          current = (current as Doc)[part];
        } else if (current === undefined) {
          reached = false;
          break;
        } else {
          if (creates) throw notViable(part, parts[i - 1] as string, current);
          reached = false;
          break;
        }
      }
      if (reached && current !== undefined && ARRAY_OPERATORS.has(operator) && !Array.isArray(current)) {
        throw arrayOperatorError(operator, path, current, doc._id);
      }
    }
  }
}
