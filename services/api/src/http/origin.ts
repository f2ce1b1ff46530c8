/**
 * Same-origin check for writes (CSRF defence next to SameSite=Lax cookies): the Origin header, or the
 * Referer's origin when a browser left Origin out, must name this server or an ALLOWED_ORIGINS entry.
 */
import type { Context } from 'hono';
import { lastForwarded } from './client-ip.js';

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
  const ownHost = (trustProxy && lastForwarded(c, 'x-forwarded-host')) || c.req.header('host') || new URL(c.req.url).host;
  const { host, protocol } = new URL(origin);
  return host.toLowerCase() === ownHost.toLowerCase() && (protocol === 'http:' || protocol === 'https:');
}
