/** Ordering of BSON values across types, following MongoDB's comparison/sort order. */
import type { Binary, ObjectId } from 'bson';
import { isPlainObject, numericValue } from './document.js';

/** MongoDB's canonical type order; values of different ranks never compare equal. */
export function typeRank(value: unknown): number {
  if (value === undefined || value === null) return 2;
  switch (typeof value) {
    case 'number':
    case 'bigint':
      return 3;
    case 'string':
      return 4;
    case 'boolean':
      return 9;
    default:
      break;
  }
  if (Array.isArray(value)) return 6;
  if (value instanceof Date) return 10;
  if (value instanceof RegExp) return 12;
  switch ((value as { _bsontype?: string })._bsontype) {
    case 'MinKey':
      return 1;
    case 'MaxKey':
      return 13;
    case 'Int32':
    case 'Double':
    case 'Long':
    case 'Decimal128':
      return 3;
    case 'BSONSymbol':
      return 4;
    case 'Binary':
      return 7;
    case 'ObjectId':
      return 8;
    case 'Timestamp':
      return 11;
    case 'BSONRegExp':
      return 12;
    default:
      return 5;
  }
}

const cmp = <T extends number | string | bigint>(a: T, b: T): number => (a < b ? -1 : a > b ? 1 : 0);

/** String ordering; a collation replaces plain code-point order. */
export type StringCompare = (a: string, b: string) => number;

export function compareValues(a: unknown, b: unknown, compareStrings?: StringCompare): number {
  const rankA = typeRank(a);
  const rankB = typeRank(b);
  if (rankA !== rankB) return cmp(rankA, rankB);
  switch (rankA) {
    case 3: {
      const x = numericValue(a) ?? Number(a);
      const y = numericValue(b) ?? Number(b);
      // NaN sorts before every other number and equals itself, as in MongoDB.
      if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? 0 : -1) : 1;
      return cmp(x, y);
    }
    case 4:
      return compareStrings ? compareStrings(String(a), String(b)) : cmp(String(a), String(b));
    case 5:
      return compareObjects(a, b, compareStrings);
    case 6:
      return compareArrays(a as unknown[], b as unknown[], compareStrings);
    case 7: {
      const x = a as Binary;
      const y = b as Binary;
      return (
        cmp(x.length(), y.length()) ||
        cmp(x.sub_type, y.sub_type) ||
        Buffer.compare(Buffer.from(x.buffer), Buffer.from(y.buffer))
      );
    }
    case 8:
      return cmp((a as ObjectId).toHexString(), (b as ObjectId).toHexString());
    case 9:
      return cmp(Number(a), Number(b));
    case 10:
      return cmp((a as Date).getTime(), (b as Date).getTime());
    case 11:
      return cmp(String(a), String(b));
    case 12:
      return cmp(String(a), String(b));
    default:
      return 0;
  }
}

function compareArrays(a: unknown[], b: unknown[], compareStrings?: StringCompare): number {
  const size = Math.min(a.length, b.length);
  for (let i = 0; i < size; i++) {
    const order = compareValues(a[i], b[i], compareStrings);
    if (order !== 0) return order;
  }
  return cmp(a.length, b.length);
}

function compareObjects(a: unknown, b: unknown, compareStrings?: StringCompare): number {
  if (!isPlainObject(a) || !isPlainObject(b)) return cmp(String(a), String(b));
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  const size = Math.min(keysA.length, keysB.length);
  for (let i = 0; i < size; i++) {
    const keyA = keysA[i] as string;
    const keyB = keysB[i] as string;
    const order = compareValues(a[keyA], b[keyB], compareStrings) || cmp(keyA, keyB);
    if (order !== 0) return order;
  }
  return cmp(keysA.length, keysB.length);
}
