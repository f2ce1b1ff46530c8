/** OP_MSG: a body document (kind 0) plus optional document sequences (kind 1). */
import type { Doc } from '../values/document.js';
import { decodeDocument, documentLengthAt, encodeDocument } from './bsonCodec.js';
import {
  HEADER_SIZE,
  OP_MSG,
  OP_MSG_CHECKSUM_PRESENT,
  OP_MSG_KNOWN_REQUIRED_FLAGS,
  OP_MSG_MORE_TO_COME,
} from './constants.js';
import { crc32c } from './crc32c.js';
import { encodeHeader, ProtocolError, writeHeader, type RawMessage } from './framing.js';

export interface OpMsgRequest {
  /** The command: the body with each document sequence attached as an array field. */
  command: Doc;
  moreToCome: boolean;
}

export function decodeOpMsg(message: RawMessage): OpMsgRequest {
  const bytes = message.body;
  if (bytes.length < 5) throw new ProtocolError('OP_MSG too short');
  const flags = bytes.readUInt32LE(0);
  if ((flags & 0xffff & ~OP_MSG_KNOWN_REQUIRED_FLAGS) !== 0)
    throw new ProtocolError(`unsupported OP_MSG flags ${flags}`);
  let end = bytes.length;
  if (flags & OP_MSG_CHECKSUM_PRESENT) {
    end -= 4;
    if (end < 4) throw new ProtocolError('OP_MSG too short for checksum');
    const expected = bytes.readUInt32LE(end);
    const header = encodeHeader(bytes.length + HEADER_SIZE, message.requestId, message.responseTo, message.opCode);
    if (crc32c(Buffer.concat([header, bytes.subarray(0, end)])) !== expected)
      throw new ProtocolError('OP_MSG checksum mismatch');
  }
  let offset = 4;
  let body: Doc | undefined;
  const sequences: Array<[string, Doc[]]> = [];
  while (offset < end) {
    const kind = bytes[offset];
    offset += 1;
    if (kind === 0) {
      if (body) throw new ProtocolError('OP_MSG has more than one body section');
      const length = documentLengthAt(bytes, offset, end);
      body = decodeDocument(bytes.subarray(offset, offset + length));
      offset += length;
    } else if (kind === 1) {
      if (offset + 4 > end) throw new ProtocolError('truncated document sequence');
      const size = bytes.readInt32LE(offset);
      const sectionEnd = offset + size;
      if (size < 5 || sectionEnd > end) throw new ProtocolError('invalid document sequence size');
      const nameEnd = bytes.indexOf(0, offset + 4);
      if (nameEnd < 0 || nameEnd >= sectionEnd) throw new ProtocolError('invalid document sequence identifier');
      const identifier = bytes.toString('utf8', offset + 4, nameEnd);
      const docs: Doc[] = [];
      let position = nameEnd + 1;
      while (position < sectionEnd) {
        const length = documentLengthAt(bytes, position, sectionEnd);
        docs.push(decodeDocument(bytes.subarray(position, position + length)));
        position += length;
      }
      sequences.push([identifier, docs]);
      offset = sectionEnd;
    } else {
      throw new ProtocolError(`unknown OP_MSG section kind ${String(kind)}`);
    }
  }
  if (!body) throw new ProtocolError('OP_MSG without a body section');
  for (const [identifier, docs] of sequences) {
    if (identifier in body) throw new ProtocolError(`duplicate field ${identifier} in OP_MSG`);
    body[identifier] = docs;
  }
  return { command: body, moreToCome: (flags & OP_MSG_MORE_TO_COME) !== 0 };
}

let nextRequestId = 1;

/** [header][flagBits = 0][section kind 0][reply], encoded straight into one buffer. */
export function encodeOpMsgReply(reply: Doc, responseTo: number): Buffer {
  const message = encodeDocument(reply, HEADER_SIZE + 5);
  writeHeader(message, nextRequestId++ & 0x7fffffff, responseTo, OP_MSG);
  message.writeUInt32LE(0, HEADER_SIZE);
  message[HEADER_SIZE + 4] = 0;
  return message;
}
