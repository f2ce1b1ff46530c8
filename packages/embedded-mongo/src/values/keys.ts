/**
 * Canonical string keys for BSON values, used by the `_id` map and indexes. Values MongoDB treats as
 * equal (1, 1.0, Long(1), Decimal128("1")) get the same key.
 */
import type { Binary, Decimal128, Long, ObjectId } from 'bson';
import { isPlainObject, numericValue } from './document.js';

export function keyOf(value: unknown): string {
  if (value === undefined || value === null) return 'z';
  switch (typeof value) {
    case 'number':
      return `n${value}`;
    case 'string':
      return `s${value}`;
    case 'boolean':
      return value ? 'b1' : 'b0';
    case 'bigint':
      return `n${value}`;
    case 'object':
      break;
    default:
      return `?${String(value)}`;
  }
  if (value instanceof Date) return `d${value.getTime()}`;
  if (value instanceof RegExp) return `r/${value.source}/${value.flags}`;
  if (Array.isArray(value)) return `a[${value.map(keyOf).join(',')}]`;
  const type = (value as { _bsontype?: string })._bsontype;
  switch (type) {
    case 'ObjectId':
      return `o${(value as ObjectId).toHexString()}`;
    case 'Long': {
      const long = value as Long;
      const n = long.toNumber();
      return Number.isSafeInteger(n) ? `n${n}` : `n${long.toString()}`;
    }
    case 'Double':
    case 'Int32':
    case 'Decimal128':
      return `n${numericValue(value as Decimal128)}`;
    case 'Binary': {
      const binary = value as Binary;
      return `x${binary.sub_type}:${Buffer.from(binary.buffer).toString('base64')}`;
    }
    case undefined:
      break;
    default:
      return `${type}:${JSON.stringify(value)}`;
  }
  if (isPlainObject(value)) {
    const parts = Object.keys(value).map((key) => `${JSON.stringify(key)}:${keyOf(value[key])}`);
    return `{${parts.join(',')}}`;
  }
  return `?${String(value)}`;
}
