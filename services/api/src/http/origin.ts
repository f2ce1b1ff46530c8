/**
 * Same-origin check for writes (CSRF defence next to SameSite=Lax cookies): the Origin header, or the
 * Referer's origin when a browser left Origin out, must be this server's own origin or an
 * ALLOWED_ORIGINS entry. An origin is scheme + host + port: `https://host` is another origin than
 * `http://host` (a page served over the other scheme, possibly by someone else) and than `http://host:8080`.
 */
import type { Context } from 'hono';
import { lastForwarded } from './client-ip.js';

/** The serialised origin of a URL ('https://a.example', default ports dropped), or null. */
function originOf(value: string | undefined): string | null {
  if (!value || value === 'null') return null;
  try {
    const { origin, protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
}

/**
 * The origin browsers see for this server: the request's own scheme and Host, or, behind a trusted
 * proxy, the right-most X-Forwarded-Proto / X-Forwarded-Host entries (the ones our proxy added).
 */
export function ownOrigin(c: Context, trustProxy: boolean): string | null {
  const url = new URL(c.req.url);
  const host = (trustProxy && lastForwarded(c, 'x-forwarded-host')) || c.req.header('host') || url.host;
  const scheme = (trustProxy && lastForwarded(c, 'x-forwarded-proto')?.toLowerCase()) || url.protocol.slice(0, -1);
  return originOf(`${scheme}://${host}`);
}

export function isSameOrigin(c: Context, allowedOrigins: readonly string[], trustProxy: boolean): boolean {
  const origin = originOf(c.req.header('origin')) ?? originOf(c.req.header('referer'));
  if (!origin) return false;
  if (allowedOrigins.includes(origin)) return true;
  return origin === ownOrigin(c, trustProxy);
}
