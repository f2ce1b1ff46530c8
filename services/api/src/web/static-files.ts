/**
 * Sends a file from a folder: safe path resolution (no escaping the root), content type, ETag /
 * Last-Modified with 304, and a cache policy that suits unhashed entry files.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { compressedFile, isCompressible, pickEncoding } from './compressed-files.js';

/** Absolute file path for a URL path inside root, or null when it would leave root. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const resolved = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  return resolved === root || resolved.startsWith(root + path.sep) ? resolved : null;
}

export async function fileExists(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

/** Chunk files carry a content hash in their name; everything else must revalidate (redeploys replace it in place). */
const HASHED_NAME = /[.-][0-9a-f]{8,}\./i;

export interface SendFileOptions {
  status?: number;
  headers?: Record<string, string>;
}

export async function sendFile(c: Context, filePath: string, options: SendFileOptions = {}): Promise<Response | null> {
  let info;
  try {
    info = await stat(filePath);
  } catch {
    return null;
  }
  if (!info.isFile()) return null;
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const status = options.status ?? 200;
  const headers: Record<string, string> = {
    'Content-Type': getMimeType(filePath) ?? 'application/octet-stream',
    'Last-Modified': info.mtime.toUTCString(),
    ETag: etag,
    'Cache-Control': HASHED_NAME.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...options.headers,
  };
  if (status === 200 && c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });
  const encoding = isCompressible(headers['Content-Type']!, info.size)
    ? pickEncoding(c.req.header('accept-encoding'))
    : null;
  if (isCompressible(headers['Content-Type']!, info.size)) headers['Vary'] = 'Accept-Encoding';
  if (encoding) {
    const compressed = await compressedFile(filePath, encoding, etag);
    headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(compressed.length);
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(compressed), { status, headers });
  }
  headers['Content-Length'] = String(info.size);
  if (c.req.method === 'HEAD') return new Response(null, { status, headers });
  const body = Readable.toWeb(createReadStream(filePath)) as ReadableStream<Uint8Array>;
  return new Response(body, { status, headers });
}
