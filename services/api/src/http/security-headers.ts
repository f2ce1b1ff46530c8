/**
 * Security headers on every response. The CSP lets the page load remote modules from the origins
 * named in the remotes manifest (read per request, so a manifest change needs no restart).
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.js';
import { isHttps } from './client-ip.js';

/** Uploaded files (charts, lesson PDFs) may be framed by our own pages, e.g. the lesson dialog's inline PDF. */
const FRAMEABLE_PREFIX = '/uploads/';

export function contentSecurityPolicy(remoteOrigins: readonly string[], frameAncestors = "'none'"): string {
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

/** `trustProxy`: whether X-Forwarded-Proto counts when deciding on HSTS (TRUST_PROXY). */
export function securityHeaders(
  remoteOrigins: () => readonly string[],
  trustProxy: boolean,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const frameable = c.req.path.startsWith(FRAMEABLE_PREFIX);
    const policy = contentSecurityPolicy(remoteOrigins(), frameable ? "'self'" : "'none'");
    // An uploaded file opened as a page runs in an opaque origin: no script of it (an SVG or HTML
    // that slipped past detection, a PDF's JavaScript) can read this origin's data or cookies.
    headers.set('Content-Security-Policy', frameable ? `${policy}; sandbox` : policy);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('X-Frame-Options', frameable ? 'SAMEORIGIN' : 'DENY');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (isHttps(c, trustProxy)) headers.set('Strict-Transport-Security', 'max-age=15552000; includeSubDomains');
  };
}
