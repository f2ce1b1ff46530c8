/**
 * Same-origin check for writes (CSRF defence next to SameSite=Lax cookies): the Origin header, or the
 * Referer's origin when a browser left Origin out, must name this server or an ALLOWED_ORIGINS entry.
 */
import type { Context } from 'hono';

function originOf(value: string | undefined): string | null {
  if (!value || value === 'null') return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

export function isSameOrigin(c: Context, allowedOrigins: readonly string[], trustProxy: boolean): boolean {
  const origin = originOf(c.req.header('origin')) ?? originOf(c.req.header('referer'));
  if (!origin) return false;
  if (allowedOrigins.includes(origin)) return true;
  const ownHost = (trustProxy && c.req.header('x-forwarded-host')?.split(',')[0]?.trim()) || c.req.header('host') || new URL(c.req.url).host;
  const { host, protocol } = new URL(origin);
  return host.toLowerCase() === ownHost.toLowerCase() && (protocol === 'http:' || protocol === 'https:');
}
