/** Small stream helpers shared by the backup writer and the restore: hashing copies with backpressure. */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Writable } from 'node:stream';

export interface Copied {
  size: number;
  sha256: string;
}

/** Copies every chunk into `sink` (a Node stream, or a tar-stream entry, which has the same write/drain contract), waiting when it asks to, and answers the byte count and SHA-256. */
export async function copyHashed(
  source: AsyncIterable<Buffer>,
  sink: Writable,
  onChunk?: (chunk: Buffer) => void,
): Promise<Copied> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of source) {
    hash.update(chunk);
    size += chunk.length;
    onChunk?.(chunk);
    if (!sink.write(chunk)) await once(sink, 'drain');
  }
  sink.end();
  return { size, sha256: hash.digest('hex') };
}
