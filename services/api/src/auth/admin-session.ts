/**
 * Reads that only the admin may make (bot analysis, backups, unpublished library items): the write
 * guard looks sessions up for writes only, so these routes ask here.
 */
import type { Context } from 'hono';
import { AUTH_MESSAGES } from '@tradeboard/types';
import type { AppEnv } from '../http/env.js';
import { ApiError } from '../http/errors.js';
import { readSessionToken, type SessionInfo, type SessionStore } from './sessions.js';

/** The admin's session when the request carries one, else null (a student). Remembered for the request. */
export async function adminSession(c: Context<AppEnv>, sessions: SessionStore): Promise<SessionInfo | null> {
  const known = c.get('session');
  if (known) return known;
  const session = await sessions.find(readSessionToken(c));
  if (session) c.set('session', session);
  return session;
}

/** 401 "Authentication required" unless the admin is signed in. */
export async function requireAdmin(c: Context<AppEnv>, sessions: SessionStore): Promise<SessionInfo> {
  const session = await adminSession(c, sessions);
  if (!session) throw new ApiError(401, AUTH_MESSAGES.notSignedIn);
  return session;
}
