import { ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import type { Doc } from '../values/document.js';
import { compileSimpleFilter } from './fastMatch.js';

const matches = (filter: Doc, doc: Doc): boolean => {
  const predicate = compileSimpleFilter(filter);
  if (!predicate) throw new Error(`filter ${JSON.stringify(filter)} was not handled by the fast path`);
  return predicate(doc);
};

describe('fast filter matching (MongoDB semantics)', () => {
  it('matches equality on values and array elements, not nested arrays', () => {
    expect(matches({ a: 5 }, { a: 5 })).toBe(true);
    expect(matches({ a: 5 }, { a: [1, 5] })).toBe(true);
    expect(matches({ a: 5 }, { a: [[5]] })).toBe(false);
    expect(matches({ a: 5 }, { a: [] })).toBe(false);
    expect(matches({ 'a.b': 'x' }, { a: [{ b: 'y' }, { b: 'x' }] })).toBe(true);
    const id = new ObjectId();
    expect(matches({ ref: new ObjectId(id.toHexString()) }, { ref: id })).toBe(true);
  });

  it('compares only within a type class', () => {
    expect(matches({ a: { $gt: 5 } }, { a: 'text' })).toBe(false);
    expect(matches({ a: { $gt: 5 } }, { a: [1, 10] })).toBe(true);
    expect(matches({ a: { $lt: 'm' } }, { a: 'apple' })).toBe(true);
    expect(matches({ at: { $gte: new Date(1000) } }, { at: new Date(2000) })).toBe(true);
    expect(matches({ at: { $gte: new Date(1000) } }, { at: 2000 })).toBe(false);
    expect(matches({ a: { $gte: 0 } }, { a: Number.NaN })).toBe(false);
  });

  it('lets each condition on an array field be met by a different element', () => {
    expect(matches({ a: { $gt: 1, $lt: 5 } }, { a: [0, 10] })).toBe(true);
    expect(matches({ a: { $gt: 1, $lt: 5 } }, { a: 0 })).toBe(false);
  });

  it('treats missing fields like MongoDB for $ne, $nin, $in and $exists', () => {
    expect(matches({ a: { $ne: 5 } }, {})).toBe(true);
    expect(matches({ a: { $ne: 5 } }, { a: [5, 6] })).toBe(false);
    expect(matches({ a: { $nin: [1, 2] } }, {})).toBe(true);
    expect(matches({ a: { $in: [1, 2] } }, {})).toBe(false);
    expect(matches({ a: { $in: [] } }, { a: 1 })).toBe(false);
    expect(matches({ a: { $exists: false } }, { b: 1 })).toBe(true);
    expect(matches({ a: { $exists: true } }, { a: null })).toBe(true);
    expect(matches({ 'a.b': { $exists: false } }, { a: [{ c: 1 }] })).toBe(true);
  });

  it('leaves other shapes to the full query engine', () => {
    for (const filter of [
      { a: null },
      { a: /x/ },
      { a: { b: 1 } },
      { a: { $regex: 'x' } },
      { $or: [{ a: 1 }] },
      { a: { $in: [null] } },
      { a: { $elemMatch: { b: 1 } } },
    ]) {
      expect(compileSimpleFilter(filter as Doc)).toBeUndefined();
    }
  });
});
