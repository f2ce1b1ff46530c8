/**
 * The on-disk record format shared by the journal and the snapshot:
 * `[uint32 payload length][uint32 crc32 of payload][payload (one BSON document)]`, little-endian.
 * Reading stops at the first record that is incomplete or fails its checksum (a torn tail).
 */
import { crc32 } from 'node:zlib';

const RECORD_HEADER_SIZE = 8;
/** Larger than any single journal op can be (a 16 MiB document plus envelope). */
const MAX_RECORD_SIZE = 64 * 1024 * 1024;

export function frameRecord(payload: Uint8Array): Buffer {
  const header = Buffer.allocUnsafe(RECORD_HEADER_SIZE);
  header.writeUInt32LE(payload.length, 0);
  header.writeUInt32LE(crc32(payload), 4);
  return Buffer.concat([header, payload]);
}

export interface ParsedRecords {
  payloads: Buffer[];
  /** Bytes up to the end of the last valid record; anything after is a torn or corrupt tail. */
  validLength: number;
}

export function parseRecords(bytes: Buffer): ParsedRecords {
  const payloads: Buffer[] = [];
  let offset = 0;
  while (offset + RECORD_HEADER_SIZE <= bytes.length) {
    const length = bytes.readUInt32LE(offset);
    const checksum = bytes.readUInt32LE(offset + 4);
    const start = offset + RECORD_HEADER_SIZE;
    if (length < 5 || length > MAX_RECORD_SIZE || start + length > bytes.length) break;
    const payload = bytes.subarray(start, start + length);
    if (crc32(payload) !== checksum) break;
    payloads.push(payload);
    offset = start + length;
  }
  return { payloads, validLength: offset };
}
