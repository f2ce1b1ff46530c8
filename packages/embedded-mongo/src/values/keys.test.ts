import { Decimal128, Double, Long, ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import { keyOf } from './keys.js';

describe('canonical index keys', () => {
  it('gives numerically equal values of different types the same key', () => {
    const keys = [5, new Double(5), Long.fromNumber(5), Decimal128.fromString('5')].map(keyOf);
    expect(new Set(keys).size).toBe(1);
  });

  it('distinguishes types that MongoDB does not consider equal', () => {
    const id = new ObjectId();
    const keys = [5, '5', true, null, id, id.toHexString(), new Date(5), [5], { a: 5 }].map(keyOf);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is sensitive to field order in embedded documents, like MongoDB', () => {
    expect(keyOf({ a: 1, b: 2 })).not.toBe(keyOf({ b: 2, a: 1 }));
    expect(keyOf({ a: 1, b: 2 })).toBe(keyOf({ a: 1, b: 2 }));
  });
});
