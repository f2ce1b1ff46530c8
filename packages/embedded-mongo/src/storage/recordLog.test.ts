import { describe, expect, it } from 'vitest';
import { frameRecord, parseRecords } from './recordLog.js';

const payload = (text: string): Buffer => {
  const body = Buffer.from(text);
  const doc = Buffer.alloc(body.length + 5);
  doc.writeInt32LE(doc.length, 0);
  body.copy(doc, 4);
  return doc;
};

describe('record log framing', () => {
  it('reads back every complete record', () => {
    const bytes = Buffer.concat([frameRecord(payload('one')), frameRecord(payload('two'))]);
    const parsed = parseRecords(bytes);
    expect(parsed.payloads.map((p) => p.subarray(4, -1).toString())).toEqual(['one', 'two']);
    expect(parsed.validLength).toBe(bytes.length);
  });

  it('stops before a truncated last record', () => {
    const first = frameRecord(payload('kept'));
    const bytes = Buffer.concat([first, frameRecord(payload('torn record'))]);
    for (let cut = first.length; cut < bytes.length; cut++) {
      const parsed = parseRecords(bytes.subarray(0, cut));
      expect(parsed.payloads).toHaveLength(1);
      expect(parsed.validLength).toBe(first.length);
    }
  });

  it('stops at a record whose checksum does not match', () => {
    const second = frameRecord(payload('corrupted'));
    second.writeUInt8((second.readUInt8(second.length - 3) ^ 0xff) >>> 0, second.length - 3);
    const parsed = parseRecords(Buffer.concat([frameRecord(payload('ok')), second, frameRecord(payload('after'))]));
    expect(parsed.payloads).toHaveLength(1);
  });
});
