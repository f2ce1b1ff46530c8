/**
 * How documents leave the API: string `id` first, no `_id`/`__v` or other underscore-prefixed
 * internal fields, ObjectIds as hex strings, Dates as ISO strings. Works on lean objects and on
 * hydrated documents (through the toJSON plugin below).
 */
import type { Schema } from 'mongoose';

type Plain = Record<string, unknown>;

function convert(value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(convert);
  if (typeof value === 'object') {
    const bsonType = (value as { _bsontype?: string })._bsontype;
    if (bsonType === 'ObjectId' || bsonType === 'ObjectID') return String(value);
    if (bsonType === 'Decimal128' || bsonType === 'Long') return Number(String(value));
    return serializeObject(value as Plain, false);
  }
  return value;
}

function serializeObject(source: Plain, topLevel: boolean): Plain {
  const out: Plain = {};
  if (topLevel && source._id !== undefined) out.id = String(source._id);
  for (const [key, value] of Object.entries(source)) {
    if (key.startsWith('_')) continue;
    out[key] = convert(value);
  }
  return out;
}

/** A stored document (lean object) as the API answers it. */
export function toApi<T = Plain>(doc: object): T {
  const plain =
    typeof (doc as { toObject?: unknown }).toObject === 'function'
      ? (doc as { toObject(): Plain }).toObject()
      : (doc as Plain);
  return serializeObject(plain, true) as T;
}

export function toApiList<T = Plain>(docs: readonly object[]): T[] {
  return docs.map((doc) => toApi<T>(doc));
}

/** Mongoose plugin: `doc.toJSON()` gives the API shape too. */
export function apiJsonPlugin(schema: Schema): void {
  schema.set('toJSON', {
    versionKey: false,
    transform: (_doc: unknown, ret: Plain) => serializeObject(ret, true),
  });
}
