/** bson encode/decode with the options the server relies on everywhere. */
import { deserialize, serialize } from 'bson';
import { fromWire, type Doc } from '../values/document.js';
import { ProtocolError } from './framing.js';

/** Decodes one BSON document exactly filling `bytes`, then normalises it (see values/document.ts). */
export function decodeDocument(bytes: Buffer): Doc {
  if (bytes.length < 5 || bytes.readInt32LE(0) !== bytes.length) throw new ProtocolError('invalid BSON document length');
  let doc: Doc;
  try {
    doc = deserialize(bytes, { promoteValues: false, promoteBuffers: false, bsonRegExp: false, validation: { utf8: true } });
  } catch (error) {
    throw new ProtocolError(`invalid BSON: ${(error as Error).message}`);
  }
  return fromWire(doc) as Doc;
}

export function encodeDocument(doc: Doc): Buffer {
  const bytes = serialize(doc, { ignoreUndefined: true });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Reads the int32 length prefix of the BSON document at `offset`, checking it fits. */
export function documentLengthAt(bytes: Buffer, offset: number, end: number): number {
  if (offset + 5 > end) throw new ProtocolError('truncated BSON document');
  const length = bytes.readInt32LE(offset);
  if (length < 5 || offset + length > end) throw new ProtocolError('invalid BSON document length');
  return length;
}
