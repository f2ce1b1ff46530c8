/**
 * Whether a GET came from one of our own pages. Another site can send the admin's browser to a URL
 * (a link, an <img>, a redirect) and the SameSite=Lax cookie goes along on top-level navigations, so
 * a costly admin read (GET /api/backup) also checks where the request came from:
 * - `Sec-Fetch-Site` (every current browser sends it) must be `same-origin`;
 * - without it (an older browser, curl), an `Origin` header, when present, must be ours.
 */
import type { Context } from 'hono';
import { isSameOrigin } from './origin.js';

export function isOwnPageRequest(c: Context, allowedOrigins: readonly string[], trustProxy: boolean): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined) return site.trim().toLowerCase() === 'same-origin';
  const origin = c.req.header('origin');
  if (origin === undefined) return true;
  // An opaque origin ('null': a sandboxed frame, a privacy redirect) is nobody we know; isSameOrigin
  // would fall back to the Referer for it.
  if (origin.trim() === 'null') return false;
  return isSameOrigin(c, allowedOrigins, trustProxy);
}
