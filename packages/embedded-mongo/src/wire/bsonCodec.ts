/** bson encode/decode with the options the server relies on everywhere. */
import { deserialize, serialize } from 'bson';
import { fromWire, isPlainObject, type Doc } from '../values/document.js';
import { EncodedBatch } from './encodedBatch.js';
import { ProtocolError } from './framing.js';

const BSON_DOCUMENT = 0x03;
const BSON_ARRAY = 0x04;

/** Decodes one BSON document exactly filling `bytes`, then normalises it (see values/document.ts). */
export function decodeDocument(bytes: Buffer): Doc {
  if (bytes.length < 5 || bytes.readInt32LE(0) !== bytes.length)
    throw new ProtocolError('invalid BSON document length');
  let doc: Doc;
  try {
    doc = deserialize(bytes, {
      promoteValues: false,
      promoteBuffers: false,
      bsonRegExp: false,
      validation: { utf8: true },
    });
  } catch (error) {
    throw new ProtocolError(`invalid BSON: ${(error as Error).message}`);
  }
  return fromWire(doc) as Doc;
}

/** BSON of one document (bson's own encoding; `undefined` fields are left out). */
export function serializeDocument(doc: Doc): Buffer {
  const bytes = serialize(doc, { ignoreUndefined: true });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * Encodes a reply into a new buffer after `headroom` free bytes (room for the message header, so
 * the reply is not copied again). An EncodedBatch (a cursor reply's `cursor.firstBatch` or
 * `nextBatch`) is written as a BSON array of its ready-made documents; everything else is bson's
 * own encoding.
 */
export function encodeDocument(doc: Doc, headroom = 0): Buffer {
  if (!holdsEncodedBatch(doc, 2)) {
    const bytes = serialize(doc, { ignoreUndefined: true });
    if (headroom === 0) return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const out = Buffer.allocUnsafe(headroom + bytes.length);
    out.set(bytes, headroom);
    return out;
  }
  const pieces: Piece[] = [];
  const length = planDocument(doc, pieces);
  const out = Buffer.allocUnsafe(headroom + length);
  let offset = headroom;
  for (const piece of pieces)
    offset =
      piece instanceof EncodedBatch ? writeBatch(piece, out, offset) : offset + (out.set(piece, offset), piece.length);
  return out;
}

/** Looks for an EncodedBatch among the values of `doc` and of its nested plain objects, `depth` levels down. */
function holdsEncodedBatch(doc: Doc, depth: number): boolean {
  for (const key in doc) {
    const value = doc[key];
    if (value instanceof EncodedBatch) return true;
    if (depth > 1 && isPlainObject(value) && holdsEncodedBatch(value, depth - 1)) return true;
  }
  return false;
}

/** Bytes to copy as they are, or a batch to write as an array's body. */
type Piece = Uint8Array | EncodedBatch;

/** Lists the pieces of `doc`'s BSON in order and returns its length. */
function planDocument(doc: Doc, pieces: Piece[]): number {
  const lengthPrefix = Buffer.allocUnsafe(4);
  pieces.push(lengthPrefix);
  let length = 4;
  for (const key of Object.keys(doc)) {
    const value = doc[key];
    if (value === undefined) continue;
    if (value instanceof EncodedBatch) {
      const name = elementName(BSON_ARRAY, key);
      pieces.push(name, value);
      length += name.length + batchLength(value);
    } else if (isPlainObject(value) && holdsEncodedBatch(value, 1)) {
      const name = elementName(BSON_DOCUMENT, key);
      pieces.push(name);
      length += name.length + planDocument(value, pieces);
    } else {
      // `{ key: value }` encoded by bson is [int32 length][element][0x00]: keep the element.
      const single = serialize({ [key]: value }, { ignoreUndefined: true });
      pieces.push(single.subarray(4, single.length - 1));
      length += single.length - 5;
    }
  }
  pieces.push(TERMINATOR);
  length += 1;
  lengthPrefix.writeInt32LE(length, 0);
  return length;
}

const TERMINATOR = Buffer.of(0);

function elementName(type: number, key: string): Buffer {
  const name = Buffer.allocUnsafe(Buffer.byteLength(key) + 2);
  name[0] = type;
  name.write(key, 1);
  name[name.length - 1] = 0;
  return name;
}

function digitCount(n: number): number {
  let digits = 1;
  while (n >= 10) {
    n = Math.floor(n / 10);
    digits++;
  }
  return digits;
}

/** Length of the BSON array (a document keyed "0", "1", ...) holding the batch's documents. */
function batchLength(batch: EncodedBatch): number {
  let length = 5;
  const documents = batch.documents;
  for (let i = 0; i < documents.length; i++) length += digitCount(i) + 2 + (documents[i] as Uint8Array).length;
  return length;
}

/** Writes the batch as a BSON array at `offset`; returns the offset after it. */
function writeBatch(batch: EncodedBatch, out: Buffer, offset: number): number {
  const start = offset;
  offset += 4;
  const documents = batch.documents;
  for (let i = 0; i < documents.length; i++) {
    const document = documents[i] as Uint8Array;
    out[offset++] = BSON_DOCUMENT;
    // The key is the index in decimal, written digit by digit (no string per element).
    const digits = digitCount(i);
    for (let n = i, at = offset + digits - 1; at >= offset; at--, n = Math.floor(n / 10)) out[at] = 48 + (n % 10);
    offset += digits;
    out[offset++] = 0;
    out.set(document, offset);
    offset += document.length;
  }
  out[offset++] = 0;
  out.writeInt32LE(offset - start, start);
  return offset;
}

/** Reads the int32 length prefix of the BSON document at `offset`, checking it fits. */
export function documentLengthAt(bytes: Buffer, offset: number, end: number): number {
  if (offset + 5 > end) throw new ProtocolError('truncated BSON document');
  const length = bytes.readInt32LE(offset);
  if (length < 5 || offset + length > end) throw new ProtocolError('invalid BSON document length');
  return length;
}
