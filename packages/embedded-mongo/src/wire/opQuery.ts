/** Legacy OP_QUERY, only used by drivers for the first `ismaster`/`hello` handshake; answered with OP_REPLY. */
import type { Doc } from '../values/document.js';
import { decodeDocument, documentLengthAt, encodeDocument } from './bsonCodec.js';
import { HEADER_SIZE, OP_REPLY } from './constants.js';
import { ProtocolError, writeHeader, type RawMessage } from './framing.js';

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
  const message = encodeDocument(reply, HEADER_SIZE + 20);
  writeHeader(message, nextRequestId++ & 0x7fffffff, responseTo, OP_REPLY);
  message.writeInt32LE(0, HEADER_SIZE); // responseFlags
  message.writeBigInt64LE(0n, HEADER_SIZE + 4); // cursorID
  message.writeInt32LE(0, HEADER_SIZE + 12); // startingFrom
  message.writeInt32LE(1, HEADER_SIZE + 16); // numberReturned
  return message;
}
