import { Transform } from 'node:stream';
import { ObjectTooLargeError } from './errors.js';

/** Counts bytes and fails as soon as there are more than maxBytes (before they are stored anywhere). */
export function byteLimit(maxBytes: number, onCount: (bytes: number) => void): Transform {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      onCount(bytes);
      if (bytes > maxBytes) callback(new ObjectTooLargeError(maxBytes));
      else callback(null, chunk);
    },
  });
}
