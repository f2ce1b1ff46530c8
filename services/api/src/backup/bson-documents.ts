/** Concatenated BSON (a mongodump `.bson` file) read one document at a time from a stream. */
import { BSON, type Document } from 'bson';

/** Largest document MongoDB stores (16 MiB) plus room for the length prefix. */
const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024 + 16 * 1024;
const MIN_DOCUMENT_BYTES = 5;

export class BsonStreamError extends Error {
  override name = 'BsonStreamError';
}

/**
 * Yields each document's bytes. Holds at most one document plus one chunk in memory. A length
 * prefix out of range or bytes left over at the end are errors naming the byte offset.
 */
export async function* bsonDocuments(source: AsyncIterable<Buffer>): AsyncIterable<Buffer> {
  let pending: Buffer = Buffer.alloc(0);
  let offset = 0;
  for await (const chunk of source) {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    while (pending.length >= 4) {
      const length = pending.readInt32LE(0);
      if (length < MIN_DOCUMENT_BYTES || length > MAX_DOCUMENT_BYTES)
        throw new BsonStreamError(`invalid BSON document length ${length} at byte ${offset}`);
      if (pending.length < length) break;
      const document = pending.subarray(0, length);
      if (document[length - 1] !== 0)
        throw new BsonStreamError(`BSON document at byte ${offset} does not end with a zero byte`);
      yield document;
      pending = pending.subarray(length);
      offset += length;
    }
  }
  if (pending.length > 0)
    throw new BsonStreamError(
      `${pending.length} trailing bytes after the last complete BSON document (byte ${offset})`,
    );
}

/** Decodes with every type kept as its BSON class (Int32 vs Double, Long, Decimal128, Binary, regex). */
export const decodeExact = (bytes: Uint8Array): Document =>
  BSON.deserialize(bytes, { promoteValues: false, bsonRegExp: true });

/** Decodes to plain JS values (numbers, Dates), the shape zod schemas check. */
export const decodePlain = (bytes: Uint8Array): Document => BSON.deserialize(bytes);
