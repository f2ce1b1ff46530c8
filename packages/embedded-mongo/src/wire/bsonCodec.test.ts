import { Decimal128, Double, Long, ObjectId, serialize } from 'bson';
import { describe, expect, it } from 'vitest';
import { encodeDocument } from './bsonCodec.js';
import { EncodedBatch } from './encodedBatch.js';

const docs = Array.from({ length: 12 }, (_, i) => ({
  _id: new ObjectId(),
  i,
  price: new Double(10),
  big: Long.fromString('9007199254740993'),
  exact: Decimal128.fromString('0.1'),
  at: new Date(1_700_000_000_000 + i),
  nested: { list: [i, 'x', { deep: null }] },
}));

const batchOf = (list: object[]): EncodedBatch => new EncodedBatch(list.map((doc) => serialize(doc)));

describe('reply encoding with pre-encoded cursor batches', () => {
  it('gives exactly the bytes bson gives for the same reply with plain documents', () => {
    // 12 documents: array keys of one and two digits.
    const id = Long.fromString('1234567890123');
    const encoded = encodeDocument({ cursor: { id, ns: 'db.alerts', firstBatch: batchOf(docs) }, ok: 1 });
    expect(encoded).toEqual(Buffer.from(serialize({ cursor: { id, ns: 'db.alerts', firstBatch: docs }, ok: 1 })));
  });

  it('encodes empty batches and nextBatch replies the same way', () => {
    const empty = { cursor: { id: Long.ZERO, ns: 'db.c', nextBatch: batchOf([]) }, ok: 1 };
    expect(encodeDocument(empty)).toEqual(
      Buffer.from(serialize({ cursor: { id: Long.ZERO, ns: 'db.c', nextBatch: [] }, ok: 1 })),
    );
  });

  it('leaves the requested headroom in front of the reply', () => {
    const reply = { cursor: { id: Long.ZERO, ns: 'db.c', firstBatch: batchOf(docs.slice(0, 3)) }, ok: 1 };
    const withRoom = encodeDocument(reply, 21);
    expect(withRoom.subarray(21)).toEqual(encodeDocument(reply));
    const plain = { ok: 1, n: 5 };
    expect(encodeDocument(plain, 21).subarray(21)).toEqual(Buffer.from(serialize(plain)));
  });
});
