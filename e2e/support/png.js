// A real, small PNG made in memory (a little candlestick-like chart), so the upload test sends
// genuine image bytes that pass a magic-byte check and decode in the browser.
import { crc32, deflateSync } from 'node:zlib';

/** @param {string} type @param {Buffer} data */
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * @param {number} [width]
 * @param {number} [height]
 * @returns {Buffer} an RGB PNG: light background, green and red bars
 */
export function chartPng(width = 96, height = 48) {
  const rows = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB
    for (let x = 0; x < width; x += 1) {
      const bar = Math.floor(x / 8);
      const top = 8 + ((bar * 13) % 24);
      const inBar = x % 8 >= 2 && x % 8 <= 5 && y >= top && y <= top + 14;
      const rgb = inBar ? (bar % 2 === 0 ? [34, 160, 90] : [210, 60, 60]) : [245, 247, 250];
      row.set(rgb, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
