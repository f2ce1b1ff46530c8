/** Legacy OP_QUERY, only used by drivers for the first `ismaster`/`hello` handshake; answered with OP_REPLY. */
import type { Doc } from '../values/document.js';
import { decodeDocument, documentLengthAt, encodeDocument } from './bsonCodec.js';
import { HEADER_SIZE, OP_REPLY } from './constants.js';
import { encodeHeader, ProtocolError, type RawMessage } from './framing.js';

export interface OpQueryRequest {
  fullCollectionName: string;
  query: Doc;
}

export function decodeOpQuery(message: RawMessage): OpQueryRequest {
  const bytes = message.body;
  const nameEnd = bytes.indexOf(0, 4);
  if (nameEnd < 0) throw new ProtocolError('OP_QUERY without collection name');
  const fullCollectionName = bytes.toString('utf8', 4, nameEnd);
  const queryOffset = nameEnd + 1 + 8;
  const length = documentLengthAt(bytes, queryOffset, bytes.length);
  const query = decodeDocument(bytes.subarray(queryOffset, queryOffset + length));
  return { fullCollectionName, query };
}

let nextRequestId = 1 << 30;

export function encodeOpReply(reply: Doc, responseTo: number): Buffer {
  const doc = encodeDocument(reply);
  const fields = Buffer.alloc(20);
  fields.writeInt32LE(0, 0); // responseFlags
  fields.writeBigInt64LE(0n, 4); // cursorID
  fields.writeInt32LE(0, 12); // startingFrom
  fields.writeInt32LE(1, 16); // numberReturned
  const length = HEADER_SIZE + fields.length + doc.length;
  return Buffer.concat([encodeHeader(length, nextRequestId++ & 0x7fffffff, responseTo, OP_REPLY), fields, doc], length);
}
