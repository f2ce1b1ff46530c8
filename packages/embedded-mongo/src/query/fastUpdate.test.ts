import { describe, expect, it } from 'vitest';
import { tryFastUpdate } from './fastUpdate.js';

describe('fast $set/$unset/$inc', () => {
  it('changes a copy and leaves the original untouched', () => {
    const original = { _id: 1, a: { b: 1, keep: { deep: true } }, n: 1 };
    const frozen = structuredClone(original);
    const result = tryFastUpdate(original, { $set: { 'a.b': 2, 'x.y': 3 }, $inc: { n: 2 }, $unset: { missing: '' } });
    expect(result?.doc).toEqual({ _id: 1, a: { b: 2, keep: { deep: true } }, n: 3, x: { y: 3 } });
    expect(result?.modified).toBe(true);
    expect(original).toEqual(frozen);
    expect(result?.doc.a).not.toBe(original.a);
    expect((result?.doc.a as { keep: unknown }).keep).toBe(original.a.keep);
  });

  it('reports no modification when values are already equal', () => {
    expect(tryFastUpdate({ _id: 1, a: 'x' }, { $set: { a: 'x' }, $inc: { n: 0 } })?.modified).toBe(true);
    expect(tryFastUpdate({ _id: 1, a: 'x', n: 1 }, { $set: { a: 'x' }, $inc: { n: 0 } })?.modified).toBe(false);
  });

  it('declines shapes it does not handle', () => {
    expect(tryFastUpdate({ _id: 1, list: [{ v: 1 }] }, { $set: { 'list.0.v': 2 } })).toBeUndefined();
    expect(tryFastUpdate({ _id: 1 }, { $push: { list: 1 } })).toBeUndefined();
    expect(tryFastUpdate({ _id: 1, s: 'text' }, { $inc: { s: 1 } })).toBeUndefined();
    expect(tryFastUpdate({ _id: 1 }, { $set: { a: 1, 'a.b': 2 } })).toBeUndefined();
    expect(tryFastUpdate({ _id: 1 }, { $set: { 'items.$[x]': 1 } })).toBeUndefined();
  });
});
