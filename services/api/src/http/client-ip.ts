/**
 * What the client's request looked like before a reverse proxy: its address and whether it used HTTPS.
 * X-Forwarded-* headers count only with TRUST_PROXY on, and then only their right-most entry: the one
 * our own proxy appended. Entries to its left arrive from the client and can say anything.
 */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The right-most entry of a comma-separated X-Forwarded-* header (undefined when absent or blank). */
export function lastForwarded(c: Context, header: string): string | undefined {
  const entries = c.req.header(header)?.split(',') ?? [];
  return entries[entries.length - 1]?.trim() || undefined;
}

export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = lastForwarded(c, 'x-forwarded-for');
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'local';
  }
}

/** True when the browser reached us over HTTPS: directly, or through our proxy when TRUST_PROXY is on. */
export function isHttps(c: Context, trustProxy: boolean): boolean {
  // The scheme of the request URL, without parsing all of it (this runs on every request).
  if (c.req.url.startsWith('https:')) return true;
  return trustProxy && lastForwarded(c, 'x-forwarded-proto')?.toLowerCase() === 'https';
}
