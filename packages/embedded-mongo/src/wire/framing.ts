/** Splits a TCP byte stream into whole wire-protocol messages. */
import { HEADER_SIZE, MAX_MESSAGE_SIZE_BYTES } from './constants.js';

export interface RawMessage {
  requestId: number;
  responseTo: number;
  opCode: number;
  /** Bytes after the 16-byte header. */
  body: Buffer;
}

export class ProtocolError extends Error {}

export class MessageFramer {
  private chunks: Buffer[] = [];
  private buffered = 0;

  /** Feeds bytes in; returns the complete messages now available. Throws ProtocolError on a bad length. */
  push(chunk: Buffer): RawMessage[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const messages: RawMessage[] = [];
    while (this.buffered >= 4) {
      const head = this.peek(4);
      const length = head.readInt32LE(0);
      if (length < HEADER_SIZE || length > MAX_MESSAGE_SIZE_BYTES) {
        throw new ProtocolError(`invalid message length ${length}`);
      }
      if (this.buffered < length) break;
      const bytes = this.take(length);
      messages.push({
        requestId: bytes.readInt32LE(4),
        responseTo: bytes.readInt32LE(8),
        opCode: bytes.readInt32LE(12),
        body: bytes.subarray(HEADER_SIZE),
      });
    }
    return messages;
  }

  private peek(size: number): Buffer {
    const first = this.chunks[0] as Buffer;
    if (first.length >= size) return first;
    this.chunks = [Buffer.concat(this.chunks)];
    return this.chunks[0] as Buffer;
  }

  private take(size: number): Buffer {
    const all = this.peek(size);
    const taken = all.subarray(0, size);
    const rest = all.subarray(size);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.buffered -= size;
    return taken;
  }
}

export function encodeHeader(length: number, requestId: number, responseTo: number, opCode: number): Buffer {
  const header = Buffer.allocUnsafe(HEADER_SIZE);
  header.writeInt32LE(length, 0);
  header.writeInt32LE(requestId, 4);
  header.writeInt32LE(responseTo, 8);
  header.writeInt32LE(opCode, 12);
  return header;
}

/** Fills the first HEADER_SIZE bytes of a whole message; its length is the buffer's. */
export function writeHeader(message: Buffer, requestId: number, responseTo: number, opCode: number): void {
  message.writeInt32LE(message.length, 0);
  message.writeInt32LE(requestId, 4);
  message.writeInt32LE(responseTo, 8);
  message.writeInt32LE(opCode, 12);
}
