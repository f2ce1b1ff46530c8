/** BSON type names and numbers as `$type` uses them, read from stored values (see document.ts). */
import { MongoCommandError } from '../errors.js';
import { isPlainObject } from './document.js';

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

/** MongoDB's type aliases and their numbers. */
const typeNumbers: Record<string, number> = {
  double: 1,
  string: 2,
  object: 3,
  array: 4,
  binData: 5,
  undefined: 6,
  objectId: 7,
  bool: 8,
  date: 9,
  null: 10,
  regex: 11,
  dbPointer: 12,
  javascript: 13,
  symbol: 14,
  javascriptWithScope: 15,
  int: 16,
  timestamp: 17,
  long: 18,
  decimal: 19,
  minKey: -1,
  maxKey: 127,
};
const NUMBER_TYPES = new Set([1, 16, 18, 19]);

const wrapperTypes: Record<string, number> = {
  Double: 1,
  Int32: 16,
  Long: 18,
  Decimal128: 19,
  ObjectId: 7,
  Binary: 5,
  UUID: 5,
  Timestamp: 17,
  BSONRegExp: 11,
  Code: 13,
  BSONSymbol: 14,
  MinKey: -1,
  MaxKey: 127,
  DBRef: 3,
  DBPointer: 12,
};

/** The BSON type number of a stored value (undefined for a missing value). */
export function bsonTypeNumber(value: unknown): number | undefined {
  switch (typeof value) {
    case 'undefined':
      return undefined;
    case 'number':
      // Stored form: int32 values are plain integers; doubles are non-integral numbers, Double
      // wrappers (integral values) or integers beyond the int32 range.
      return Number.isInteger(value) && value >= INT32_MIN && value <= INT32_MAX && !Object.is(value, -0) ? 16 : 1;
    case 'bigint':
      return 18;
    case 'string':
      return 2;
    case 'boolean':
      return 8;
    default:
      break;
  }
  if (value === null) return 10;
  if (Array.isArray(value)) return 4;
  if (value instanceof Date) return 9;
  if (value instanceof RegExp) return 11;
  const wrapper = (value as { _bsontype?: string })._bsontype;
  if (wrapper !== undefined) return wrapperTypes[wrapper] ?? 3;
  return 3;
}

/** Parses a `$type` operand (alias, number or list of them) into a test on type numbers. */
export function typeSpecTest(spec: unknown): (type: number) => boolean {
  const list = Array.isArray(spec) ? spec : [spec];
  const wanted = new Set<number>();
  let anyNumber = false;
  for (const item of list) {
    if (typeof item === 'string') {
      if (item === 'number') anyNumber = true;
      else if (item in typeNumbers) wanted.add(typeNumbers[item] as number);
      else throw new MongoCommandError('BadValue', `Unknown type name alias: ${item}`);
    } else if (typeof item === 'number' && Number.isInteger(item) && Object.values(typeNumbers).includes(item)) {
      wanted.add(item);
    } else if (typeof item === 'number' || isPlainObject(item) || typeof item === 'boolean' || item === null) {
      throw new MongoCommandError(
        'BadValue',
        typeof item === 'number'
          ? `Invalid numerical type code: ${item}`
          : 'type must be represented as a number or a string',
      );
    } else {
      throw new MongoCommandError('BadValue', 'type must be represented as a number or a string');
    }
  }
  return (type) => wanted.has(type) || (anyNumber && NUMBER_TYPES.has(type));
}
