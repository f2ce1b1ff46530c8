import { Long, serialize } from 'bson';
import { describe, expect, it } from 'vitest';
import { Collection, encodedRecord } from './collection.js';

const newCollection = (): Collection =>
  new Collection('db', 'c', {}, () => undefined, { scannedObjects: 0, scannedKeys: 0 });

describe('cached BSON of stored records', () => {
  it('is the document serialised once, reused by later reads', () => {
    const collection = newCollection();
    const record = collection.insert({
      _id: 1,
      big: Long.fromString('9007199254740993'),
      list: [1, { a: 'b' }],
      skipped: undefined,
    });
    const bytes = encodedRecord(record);
    expect(Buffer.from(bytes)).toEqual(
      Buffer.from(serialize({ _id: 1, big: Long.fromString('9007199254740993'), list: [1, { a: 'b' }] })),
    );
    expect(encodedRecord(record)).toBe(bytes);
  });

  it('belongs to one version of a document: a replacement starts without it', () => {
    const collection = newCollection();
    const before = collection.insert({ _id: 1, n: 1 });
    encodedRecord(before);
    const after = collection.replace(before, { _id: 1, n: 2 });
    expect(after.bson).toBeUndefined();
    expect(Buffer.from(encodedRecord(after))).toEqual(Buffer.from(serialize({ _id: 1, n: 2 })));
    expect(Buffer.from(encodedRecord(before))).toEqual(Buffer.from(serialize({ _id: 1, n: 1 })));
  });
});
