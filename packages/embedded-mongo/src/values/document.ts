/**
 * The in-memory form of stored documents.
 *
 * Commands are decoded with bson's `promoteValues: false` so no type information is lost, then
 * normalised: int32 becomes a plain JS number (bson writes it back as int32), non-integral doubles
 * become numbers (written back as doubles), while integral doubles, Long and Decimal128 keep their
 * bson wrapper so they round-trip exactly. mingo cannot compare wrappers with numbers, so matching,
 * sorting and aggregation use a "view" in which those wrappers are plain numbers.
 */
import type { Decimal128, Double, Long } from 'bson';

export type Doc = Record<string, unknown>;

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

function bsonType(value: object): string | undefined {
  return (value as { _bsontype?: string })._bsontype;
}

export function isPlainObject(value: unknown): value is Doc {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Normalises a freshly decoded value in place (it is owned by the caller) and returns it. */
export function fromWire(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = fromWire(value[i]);
    return value;
  }
  const type = bsonType(value);
  if (type === 'Int32') return (value as { value: number }).value;
  if (type === 'Double') {
    const n = (value as Double).value;
    const keepsWrapper = Number.isInteger(n) && n >= INT32_MIN && n <= INT32_MAX && !Object.is(n, -0);
    return keepsWrapper ? value : n;
  }
  if (type !== undefined || !isPlainObject(value)) return value;
  for (const key of Object.keys(value)) value[key] = fromWire(value[key]);
  return value;
}

/** A number for any numeric representation, or undefined when the value is not numeric. */
export function numericValue(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (value === null || typeof value !== 'object') return undefined;
  switch (bsonType(value)) {
    case 'Double':
    case 'Int32':
      return (value as Double).value;
    case 'Long':
      return (value as Long).toNumber();
    case 'Decimal128':
      return Number((value as Decimal128).toString());
    default:
      return undefined;
  }
}

function isNumericWrapper(value: object): boolean {
  const type = bsonType(value);
  return type === 'Double' || type === 'Long' || type === 'Decimal128' || type === 'Int32';
}

/**
 * Each object `toView` copied, mapped to the stored object it came from: `$type` needs the stored
 * form, where an integral double is still a Double and not a plain number like an int32.
 */
const storedOfView = new WeakMap<object, object>();

/** The stored object a view object was made from (the object itself when it was not copied). */
export function storedForm(view: object): object {
  return storedOfView.get(view) ?? view;
}

/** The value mingo should see: numeric wrappers as numbers. Returns the same reference when nothing changes. */
export function toView(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (isNumericWrapper(value)) return numericValue(value);
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item = value[i] as unknown;
      const viewed = toView(item);
      if (viewed !== item) {
        copy ??= value.slice();
        copy[i] = viewed;
      }
    }
    if (copy) storedOfView.set(copy, value);
    return copy ?? value;
  }
  if (!isPlainObject(value)) return value;
  let copy: Doc | undefined;
  for (const key of Object.keys(value)) {
    const item = value[key];
    const viewed = toView(item);
    if (viewed !== item) {
      copy ??= { ...value };
      copy[key] = viewed;
    }
  }
  if (copy) storedOfView.set(copy, value);
  return copy ?? value;
}

/**
 * Deep copy of plain objects, arrays and dates. bson value classes (ObjectId, Long, Binary, ...)
 * are immutable in practice and shared.
 */
export function cloneValue<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(cloneValue) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (!isPlainObject(value)) return value;
  const copy: Doc = {};
  for (const key of Object.keys(value)) {
    // A stored field named __proto__ stays a field of the copy (plain assignment would set its prototype).
    if (key === '__proto__')
      Object.defineProperty(copy, key, {
        value: cloneValue(value[key]),
        writable: true,
        enumerable: true,
        configurable: true,
      });
    else copy[key] = cloneValue(value[key]);
  }
  return copy as T;
}

export function cloneDoc(doc: Doc): Doc {
  return cloneValue(doc);
}

/** Puts `_id` first, as MongoDB does. */
export function idFirst(doc: Doc): Doc {
  if (!('_id' in doc)) return doc;
  const keys = Object.keys(doc);
  if (keys[0] === '_id') return doc;
  const ordered: Doc = { _id: doc._id };
  for (const key of keys) {
    if (key === '_id') continue;
    if (key === '__proto__')
      Object.defineProperty(ordered, key, { value: doc[key], writable: true, enumerable: true, configurable: true });
    else ordered[key] = doc[key];
  }
  return ordered;
}
