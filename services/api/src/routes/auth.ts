/**
 * POST /api/auth/login, GET /api/auth/status, POST /api/auth/logout, and for the signed-in admin
 * POST /api/auth/password (change it; other sessions end) and POST /api/auth/logout-all.
 */
import { createRoute } from '@hono/zod-openapi';
import {
  AUTH_MESSAGES,
  AuthStatusSchema,
  ChangePasswordBodySchema,
  LoginBodySchema,
  PasswordChangedSchema,
  type AuthStatus,
  type PasswordChanged,
} from '@tradeboard/types';
import type { Context } from 'hono';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../auth/passwords.js';
import { LoginRateLimiter } from '../auth/rate-limit.js';
import { clearSessionCookie, readSessionToken, sessionStoreFor, setSessionCookie } from '../auth/sessions.js';
import { userModel } from '../db/models/users.js';
import type { AppDeps } from '../deps.js';
import { clientIp } from '../http/client-ip.js';
import { ApiError, badRequest } from '../http/errors.js';
import type { AppEnv } from '../http/env.js';
import { adminOnly, errors, json, jsonBody, named } from '../http/openapi.js';
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

const changePassword = createRoute({
  method: 'post',
  path: '/auth/password',
  tags,
  security: adminOnly,
  summary: "Change the admin's password",
  description:
    `Needs the current password (wrong: 400 "${AUTH_MESSAGES.currentPasswordWrong}" on currentPassword) and a new one of ` +
    'at least 12 characters. Every other session of the admin ends; this one stays. Attempts are rate limited like ' +
    'sign-ins: 429 with Retry-After.',
  request: jsonBody(named(ChangePasswordBodySchema, 'ChangePasswordBody')),
  responses: {
    200: json(named(PasswordChangedSchema, 'PasswordChanged'), 'Changed'),
    ...errors(400, 401, 403, 429),
  },
});

const logoutAll = createRoute({
  method: 'post',
  path: '/auth/logout-all',
  tags,
  security: adminOnly,
  summary: 'Sign out everywhere',
  description: "Ends every session of the admin, this one included, and clears this browser's cookie.",
  responses: { 200: json(AuthStatus, 'Signed out everywhere'), ...errors(401, 403) },
});

export function authRoutes(deps: AppDeps) {
  const sessions = sessionStoreFor(deps);
  const { loginMaxAttempts, loginWindowMs } = deps.config;
  const limiter = new LoginRateLimiter(deps.db, 'login', loginMaxAttempts, loginWindowMs, deps.clock);
  // Guessing the current password through this route is limited as sign-ins are, on its own count.
  const passwordLimiter = new LoginRateLimiter(deps.db, 'password', loginMaxAttempts, loginWindowMs, deps.clock);
  const users = userModel(deps.db);
  const router = createRouter();

  const reserve = async (c: Context<AppEnv>, rateLimiter: LoginRateLimiter, username: string) => {
    const reservation = await rateLimiter.reserve(clientIp(c, deps.config.trustProxy), username);
    if (!reservation.allowed) {
      throw new ApiError(429, AUTH_MESSAGES.tooManyAttempts, undefined, {
        'Retry-After': String(reservation.retryAfterSeconds),
      });
    }
    return reservation.attempt;
  };

  router.openapi(login, async (c) => {
    const { username, password } = c.req.valid('json');
    // Counted before the password check, so a parallel burst cannot slip past the limit.
    const attempt = await reserve(c, limiter, username);
    const user = await users.findOne({ username }).lean();
    // Verify against a decoy for unknown users so both failures take the same time.
    const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyPasswordHash()));
    if (!user || !valid) {
      deps.logger.warn({ client: attempt.client }, 'failed admin login');
      throw new ApiError(401, AUTH_MESSAGES.invalidCredentials);
    }
    await limiter.succeeded(attempt);
    // A hash made with older scrypt parameters is replaced now that the password is at hand.
    if (needsRehash(user.passwordHash)) {
      await users.updateOne(
        { _id: user._id, passwordHash: user.passwordHash },
        { $set: { passwordHash: await hashPassword(password) } },
      );
      deps.logger.info({ username: user.username }, 'rehashed the admin password with the current scrypt parameters');
    }
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

  router.openapi(changePassword, async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json');
    const session = c.get('session');
    if (!session) throw new ApiError(401, AUTH_MESSAGES.notSignedIn);
    const attempt = await reserve(c, passwordLimiter, session.username);
    const user = await users.findById(session.userId).lean();
    if (!user) throw new ApiError(401, AUTH_MESSAGES.notSignedIn);
    if (!(await verifyPassword(currentPassword, user.passwordHash))) {
      deps.logger.warn({ client: attempt.client }, 'password change with a wrong current password');
      throw badRequest(AUTH_MESSAGES.currentPasswordWrong, [
        { path: ['currentPassword'], message: AUTH_MESSAGES.currentPasswordWrong },
      ]);
    }
    await passwordLimiter.succeeded(attempt);
    await users.updateOne({ _id: user._id }, { $set: { passwordHash: await hashPassword(newPassword) } });
    const signedOutSessions = await sessions.destroyAllOf(session.userId, readSessionToken(c));
    deps.logger.info({ username: user.username, signedOutSessions }, 'admin password changed');
    c.header('Cache-Control', 'no-store');
    return c.json({ signedOutSessions } satisfies PasswordChanged, 200);
  });

  router.openapi(logoutAll, async (c) => {
    const session = c.get('session');
    if (!session) throw new ApiError(401, AUTH_MESSAGES.notSignedIn);
    const ended = await sessions.destroyAllOf(session.userId);
    deps.logger.info({ username: session.username, ended }, 'admin signed out everywhere');
    clearSessionCookie(c, deps.config.trustProxy);
    return c.json({ isAuthenticated: false, username: null } satisfies AuthStatus, 200);
  });

  return router;
}
