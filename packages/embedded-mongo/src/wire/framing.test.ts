import { describe, expect, it } from 'vitest';
import { encodeHeader, MessageFramer, ProtocolError } from './framing.js';

const message = (requestId: number, body: string): Buffer => {
  const bytes = Buffer.from(body);
  return Buffer.concat([encodeHeader(16 + bytes.length, requestId, 0, 2013), bytes]);
};

describe('message framing', () => {
  it('reassembles messages split across chunks and splits several in one chunk', () => {
    const framer = new MessageFramer();
    const stream = Buffer.concat([message(1, 'first'), message(2, 'second'), message(3, 'third')]);
    const received = [];
    for (let i = 0; i < stream.length; i += 3) received.push(...framer.push(stream.subarray(i, i + 3)));
    expect(received.map((m) => [m.requestId, m.body.toString()])).toEqual([
      [1, 'first'],
      [2, 'second'],
      [3, 'third'],
    ]);
  });

  it('rejects lengths outside 16..maxMessageSizeBytes as soon as they are read', () => {
    expect(() => new MessageFramer().push(encodeHeader(15, 1, 0, 2013))).toThrow(ProtocolError);
    expect(() => new MessageFramer().push(encodeHeader(48_000_001, 1, 0, 2013))).toThrow(ProtocolError);
  });
});
