/**
 * Compressed copies of the built web files (shell and remotes), made on first request and kept in
 * memory: the files are static between deploys, so each is compressed once. The cache key carries
 * size and mtime, so a remote redeployed in place is compressed afresh. A build's own brotli copy
 * (`<file>.br`, written by the webpack preset at the highest quality, too slow to run per request)
 * is sent instead when it decodes to exactly the file.
 */
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants as zlibConstants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const unbrotli = promisify(brotliDecompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** Text formats worth compressing (images and fonts in our builds are already compressed). */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;
/** Below this, headers outweigh the saving. */
const MIN_BYTES = 1024;

export function isCompressible(contentType: string, size: number): boolean {
  return size >= MIN_BYTES && COMPRESSIBLE.test(contentType);
}

/** The best encoding the client accepts, or null. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name?.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

const cache = new Map<string, Promise<Buffer>>();

export function compressedFile(filePath: string, encoding: Encoding, version: string): Promise<Buffer> {
  return compressedOnce(
    `${encoding}:${version}:${filePath}`,
    encoding,
    () => readFile(filePath),
    (content) => (encoding === 'br' ? buildsBrotli(filePath, content) : Promise.resolve(null)),
  );
}

/** `<file>.br` when the build wrote one and it decodes to `content` (a stale or foreign one is ignored). */
async function buildsBrotli(filePath: string, content: Buffer): Promise<Buffer | null> {
  try {
    const compressed = await readFile(`${filePath}.br`);
    return (await unbrotli(compressed)).equals(content) ? compressed : null;
  } catch {
    return null;
  }
}

/**
 * Compresses what `read` gives once per key (a key must name content that never changes), unless
 * `ready` answers a compressed copy of it.
 */
export function compressedOnce(
  key: string,
  encoding: Encoding,
  read: () => Promise<Buffer>,
  ready: (content: Buffer) => Promise<Buffer | null> = () => Promise.resolve(null),
): Promise<Buffer> {
  let entry = cache.get(key);
  if (!entry) {
    entry = read().then(
      async (content) =>
        (await ready(content)) ??
        (encoding === 'br'
          ? brotli(content, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            })
          : gzipAsync(content, { level: 9 })),
    );
    entry.catch(() => cache.delete(key));
    cache.set(key, entry);
  }
  return entry;
}
