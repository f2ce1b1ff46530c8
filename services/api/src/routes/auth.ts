/** POST /api/auth/login, GET /api/auth/status, POST /api/auth/logout. */
import { createRoute } from '@hono/zod-openapi';
import { AUTH_MESSAGES, AuthStatusSchema, LoginBodySchema, type AuthStatus } from '@tradeboard/types';
import { decoyPasswordHash, verifyPassword } from '../auth/passwords.js';
import { LoginRateLimiter } from '../auth/rate-limit.js';
import { clearSessionCookie, readSessionToken, sessionStoreFor, setSessionCookie } from '../auth/sessions.js';
import { userModel } from '../db/models/users.js';
import type { AppDeps } from '../deps.js';
import { clientIp } from '../http/client-ip.js';
import { ApiError } from '../http/errors.js';
import { errors, json, jsonBody, named } from '../http/openapi.js';
import { createRouter } from '../http/router.js';

const AuthStatus = named(AuthStatusSchema, 'AuthStatus');
const tags = ['Auth'];

const login = createRoute({
  method: 'post',
  path: '/auth/login',
  tags,
  summary: 'Sign in as the admin',
  description:
    'Sets the httpOnly session cookie (SameSite=Lax; Secure behind HTTPS). Unknown user and wrong password both answer 401 ' +
    `"${AUTH_MESSAGES.invalidCredentials}". Failures are rate limited per client and username: 429 with Retry-After.`,
  request: jsonBody(named(LoginBodySchema, 'LoginBody')),
  responses: { 200: json(AuthStatus, 'Signed in'), ...errors(400, 401, 403, 429) },
});

const status = createRoute({
  method: 'get',
  path: '/auth/status',
  tags,
  summary: 'Who is signed in',
  responses: { 200: json(AuthStatus, 'isAuthenticated and username (null when signed out)') },
});

const logout = createRoute({
  method: 'post',
  path: '/auth/logout',
  tags,
  summary: 'Sign out',
  description: 'Ends the session server-side and clears the cookie. Answers 200 even without a session.',
  responses: { 200: json(AuthStatus, 'Signed out'), ...errors(403) },
});

export function authRoutes(deps: AppDeps) {
  const sessions = sessionStoreFor(deps);
  const limiter = new LoginRateLimiter(deps.config.loginMaxAttempts, deps.config.loginWindowMs, deps.clock);
  const router = createRouter();

  router.openapi(login, async (c) => {
    const { username, password } = c.req.valid('json');
    const client = clientIp(c, deps.config.trustProxy);
    // Counted before the password check, so a parallel burst cannot slip past the limit.
    const reservation = limiter.reserve(client, username);
    if (!reservation.allowed) {
      throw new ApiError(429, AUTH_MESSAGES.tooManyAttempts, undefined, {
        'Retry-After': String(reservation.retryAfterSeconds),
      });
    }
    const user = await userModel(deps.db).findOne({ username }).lean();
    // Verify against a decoy for unknown users so both failures take the same time.
    const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyPasswordHash()));
    if (!user || !valid) {
      deps.logger.warn({ client }, 'failed admin login');
      throw new ApiError(401, AUTH_MESSAGES.invalidCredentials);
    }
    limiter.succeeded(reservation.attempt);
    await sessions.destroy(readSessionToken(c));
    const { token, expiresAt } = await sessions.create({ id: String(user._id), username: user.username });
    setSessionCookie(c, token, expiresAt, deps.config.trustProxy);
    c.header('Cache-Control', 'no-store');
    return c.json({ isAuthenticated: true, username: user.username } satisfies AuthStatus, 200);
  });

  router.openapi(status, async (c) => {
    const session = await sessions.find(readSessionToken(c));
    c.header('Cache-Control', 'no-store');
    return c.json({ isAuthenticated: session !== null, username: session?.username ?? null } satisfies AuthStatus, 200);
  });

  router.openapi(logout, async (c) => {
    await sessions.destroy(readSessionToken(c));
    clearSessionCookie(c, deps.config.trustProxy);
    return c.json({ isAuthenticated: false, username: null } satisfies AuthStatus, 200);
  });

  return router;
}
