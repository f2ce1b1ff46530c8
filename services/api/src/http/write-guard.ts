/**
 * Every /api request that is not GET, HEAD or OPTIONS needs the admin session (401) and a same-origin
 * request (403). Applied once in app.ts in front of all route groups, so a new route cannot forget it.
 */
import type { MiddlewareHandler } from 'hono';
import { AUTH_MESSAGES } from '@tradeboard/types';
import { readSessionToken, type SessionStore } from '../auth/sessions.js';
import type { AppEnv } from './env.js';
import { ApiError } from './errors.js';
import { isSameOrigin } from './origin.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Writes that work without a session (still origin-checked): "METHOD /path". */
export const PUBLIC_WRITE_ROUTES = new Set(['POST /api/auth/login', 'POST /api/auth/logout']);

export interface WriteGuardOptions {
  allowedOrigins: readonly string[];
  trustProxy: boolean;
  /** Writes authorised by a valid signature in their URL instead of a session (signed upload URLs); still origin-checked. */
  isSignedWrite?: (method: string, url: string) => boolean | Promise<boolean>;
  /** Writes authorised by a bearer token the route itself verifies (the deploy API); not origin-checked: CI is no browser. */
  isTokenWrite?: (path: string, authorization: string | undefined) => boolean;
}

/** The deploy API with `Authorization: Bearer`: browsers never add that header to a cross-site request on their own. */
export const isDeployTokenWrite = (path: string, authorization: string | undefined): boolean =>
  path.startsWith('/api/modules/') && /^Bearer\s/i.test(authorization ?? '');

export function writeGuard(sessions: SessionStore, options: WriteGuardOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (options.isTokenWrite?.(c.req.path, c.req.header('authorization')) === true) return next();
    const isPublic =
      PUBLIC_WRITE_ROUTES.has(`${c.req.method} ${c.req.path}`) ||
      (await options.isSignedWrite?.(c.req.method, c.req.url)) === true;
    if (!isPublic) {
      const session = await sessions.find(readSessionToken(c));
      if (!session) throw new ApiError(401, AUTH_MESSAGES.notSignedIn);
      c.set('session', session);
    }
    if (!isSameOrigin(c, options.allowedOrigins, options.trustProxy)) throw new ApiError(403, AUTH_MESSAGES.badOrigin);
    return next();
  };
}
