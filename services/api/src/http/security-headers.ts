/**
 * Security headers on every response. The CSP lets the page load remote modules from the origins
 * named in the remotes manifest (read per request, so a manifest change needs no restart).
 *
 * The headers are worked out before the handler runs and offered as `c.var.securityHeaders`: an
 * answer that writes them itself (the read cache, with plain headers: the fast path of
 * @hono/node-server) sets `headersComplete`, and this middleware leaves it alone.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.js';
import { isHttps } from './client-ip.js';

/** Uploaded files (charts, lesson PDFs) may be framed by our own pages, e.g. the lesson dialog's inline PDF. */
const FRAMEABLE_PREFIX = '/uploads/';
const HSTS = 'max-age=15552000; includeSubDomains';

function contentSecurityPolicy(remoteOrigins: readonly string[], frameAncestors = "'none'"): string {
  const remotes = remoteOrigins.join(' ');
  const withRemotes = (base: string) => (remotes ? `${base} ${remotes}` : base);
  return [
    "default-src 'self'",
    `script-src ${withRemotes("'self'")}`,
    `connect-src ${withRemotes("'self'")}`,
    // MUI/emotion inject <style> elements at run time.
    `style-src ${withRemotes("'self' 'unsafe-inline'")}`,
    `font-src ${withRemotes("'self' data:")}`,
    // Thumbnails, charts and lesson videos may be external http(s) links.
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    // Lesson videos embed YouTube; PDFs show inline from our own /uploads.
    "frame-src 'self' https://www.youtube.com https://www.youtube-nocookie.com",
    "object-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/** The security headers of one kind of response (lower-case names). */
function securityHeaderRecord(
  remoteOrigins: readonly string[],
  frameable: boolean,
  https: boolean,
): Readonly<Record<string, string>> {
  const policy = contentSecurityPolicy(remoteOrigins, frameable ? "'self'" : "'none'");
  return Object.freeze({
    // An uploaded file opened as a page runs in an opaque origin: no script of it (an SVG or HTML
    // that slipped past detection, a PDF's JavaScript) can read this origin's data or cookies.
    'content-security-policy': frameable ? `${policy}; sandbox` : policy,
    'x-content-type-options': 'nosniff',
    'x-frame-options': frameable ? 'SAMEORIGIN' : 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    ...(https ? { 'strict-transport-security': HSTS } : {}),
  });
}

/** `trustProxy`: whether X-Forwarded-Proto counts when deciding on HSTS (TRUST_PROXY). */
export function securityHeaders(
  remoteOrigins: () => readonly string[],
  trustProxy: boolean,
): MiddlewareHandler<AppEnv> {
  // The four kinds of record for the origins last seen: rebuilt only when the manifest changes.
  let memo: { origins: readonly string[]; records: Map<string, Readonly<Record<string, string>>> } | undefined;
  const recordFor = (frameable: boolean, https: boolean) => {
    const origins = remoteOrigins();
    if (memo?.origins !== origins) memo = { origins, records: new Map() };
    const kind = `${frameable}${https}`;
    let record = memo.records.get(kind);
    if (!record) memo.records.set(kind, (record = securityHeaderRecord(origins, frameable, https)));
    return record;
  };
  return async (c, next) => {
    const record = recordFor(c.req.path.startsWith(FRAMEABLE_PREFIX), isHttps(c, trustProxy));
    c.set('securityHeaders', record);
    await next();
    if (c.get('headersComplete')) return;
    const headers = c.res.headers;
    for (const name in record) headers.set(name, record[name]!);
  };
}
