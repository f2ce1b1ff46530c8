/**
 * GET /uploads/<key>: stored files, streamed from storage with the Content-Type of their detected
 * type, nosniff, ETag/Last-Modified, and single-range requests (206, 416) so videos can seek.
 * Keys are server-made (`folder/<32 hex>.ext`); any other path is a 404 before storage is asked.
 *
 * Every file's Content-Security-Policy carries `sandbox` (set in http/security-headers.ts). PDFs say `Content-Disposition: inline` with the name their URL shows. A file that only
 * unpublished library items link to is a 404 for students (upload-visibility.ts).
 */
import { Readable } from 'node:stream';
import contentDisposition from 'content-disposition';
import { Hono, type Context } from 'hono';
import { adminSession } from '../auth/admin-session.js';
import { sessionStoreFor } from '../auth/sessions.js';
import parseRange from 'range-parser';
import type { AppDeps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { UPLOADS_URL_PREFIX } from '../storage/index.js';
import type { ObjectRange } from '../storage/file-storage.js';
import { uploadVisibility } from './upload-visibility.js';
import { keyUrlOf } from './url-name.js';
import { isValidKey } from '../storage/keys.js';

/** Stored names are random and never reused, so a file at a URL never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Library files: whether students may see them changes with publishing, so every use asks again. */
const REVALIDATE = 'private, no-cache';

type Info = { size: number; contentType: string; lastModified: Date };

const etagOf = (info: Info) => `"${info.size.toString(16)}-${info.lastModified.getTime().toString(16)}"`;

/** The single range to send, 'unsatisfiable', or null for the whole file (no/ignored Range header). */
function requestedRange(c: Context, info: Info, etag: string): ObjectRange | 'unsatisfiable' | null {
  const header = c.req.header('range');
  if (!header) return null;
  // If-Range: only honour the range when the client's copy is still this one.
  const ifRange = c.req.header('if-range');
  if (ifRange && ifRange !== etag && ifRange !== info.lastModified.toUTCString()) return null;
  const ranges = parseRange(info.size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  // Malformed headers and multi-range requests get the whole file (allowed by RFC 9110).
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}

export function uploadServingRoutes(deps: AppDeps): Hono<AppEnv> {
  const web = new Hono<AppEnv>();
  const notFound = (c: Context) => c.json({ message: 'Not found' }, 404);
  const sessions = sessionStoreFor(deps);

  web.get(`${UPLOADS_URL_PREFIX}*`, async (c) => {
    // '/uploads/<key>/<name>' names the same file as '/uploads/<key>' (url-name.ts).
    const keyUrl = keyUrlOf(c.req.path, (url) => isValidKey(url.slice(UPLOADS_URL_PREFIX.length)));
    const key = keyUrl.slice(UPLOADS_URL_PREFIX.length);
    const info = await deps.storage.stat(key);
    if (!info) return notFound(c);
    const visibility = await uploadVisibility(deps.db, keyUrl);
    if (visibility === 'library-hidden' && !(await adminSession(c, sessions))) return notFound(c);

    const etag = etagOf(info);
    const headers: Record<string, string> = {
      'Content-Type': info.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Accept-Ranges': 'bytes',
      ETag: etag,
      'Last-Modified': info.lastModified.toUTCString(),
      'Cache-Control': visibility === 'public' ? IMMUTABLE : REVALIDATE,
    };
    if (info.contentType === 'application/pdf') {
      // The name the URL shows (the uploaded file's cleaned name) when it has one, else the stored one.
      const shownName = c.req.path.length > keyUrl.length ? c.req.path.slice(keyUrl.length + 1) : undefined;
      const fileName = shownName && !shownName.includes('/') ? shownName : key.slice(key.lastIndexOf('/') + 1);
      headers['Content-Disposition'] = contentDisposition(fileName, { type: 'inline' });
    }
    if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });

    const range = requestedRange(c, info, etag);
    if (range === 'unsatisfiable') {
      return c.json({ message: 'Requested range not satisfiable' }, 416, {
        ...headers,
        'Content-Range': `bytes */${info.size}`,
      });
    }
    const status = range ? 206 : 200;
    const length = range ? range.end - range.start + 1 : info.size;
    headers['Content-Length'] = String(length);
    if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${info.size}`;
    if (c.req.method === 'HEAD') return new Response(null, { status, headers });

    const opened = await deps.storage.open(key, range ?? undefined);
    if (!opened) return notFound(c);
    return new Response(Readable.toWeb(opened.stream) as ReadableStream<Uint8Array>, { status, headers });
  });

  return web;
}
