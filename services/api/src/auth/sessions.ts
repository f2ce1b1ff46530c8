/**
 * Server-side sessions in MongoDB. The cookie holds a random token; the database holds its SHA-256
 * (so a leaked database grants nothing) with an expiry enforced on read and by a TTL index.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Connection } from 'mongoose';
import { sessionModel } from '../db/models/sessions.js';
import { isHttps } from '../http/client-ip.js';

export const SESSION_COOKIE = 'tb_session';

export interface SessionInfo {
  userId: string;
  username: string;
  expiresAt: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export function readSessionToken(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

export class SessionStore {
  constructor(
    private readonly db: Connection,
    private readonly clock: () => Date,
    private readonly ttlMs: number,
  ) {}

  /** Starts a session and returns the token for the cookie. */
  async create(user: { id: string; username: string }): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.clock().getTime() + this.ttlMs);
    await sessionModel(this.db).create({ _id: hashToken(token), userId: user.id, username: user.username, expiresAt });
    return { token, expiresAt };
  }

  async find(token: string | undefined): Promise<SessionInfo | null> {
    if (!token || token.length > 200) return null;
    const session = await sessionModel(this.db).findById(hashToken(token)).lean();
    if (!session || session.expiresAt.getTime() <= this.clock().getTime()) return null;
    return { userId: session.userId, username: session.username, expiresAt: session.expiresAt };
  }

  async destroy(token: string | undefined): Promise<void> {
    if (token) await sessionModel(this.db).deleteOne({ _id: hashToken(token) });
  }

  /** Ends every session of a user except the one of `keepToken` (when given); answers how many ended. */
  async destroyAllOf(userId: string, keepToken?: string): Promise<number> {
    const filter = keepToken ? { userId, _id: { $ne: hashToken(keepToken) } } : { userId };
    return (await sessionModel(this.db).deleteMany(filter)).deletedCount;
  }
}

/** `trustProxy`: whether X-Forwarded-Proto may say the browser used HTTPS (TRUST_PROXY). */
export function setSessionCookie(c: Context, token: string, expiresAt: Date, trustProxy: boolean): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c, trustProxy),
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Context, trustProxy: boolean): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: isHttps(c, trustProxy) });
}

/** The session store of an app (stateless wrapper: cheap to build wherever needed). */
export function sessionStoreFor(deps: {
  db: Connection;
  clock: () => Date;
  config: { sessionTtlMs: number };
}): SessionStore {
  return new SessionStore(deps.db, deps.clock, deps.config.sessionTtlMs);
}
