/** Login, auth status and the stored user. */
import { z } from 'zod';
import { IdSchema } from './common.js';
import { AUTH_MESSAGES, LOGIN_LIMITS } from './core/auth.js';

export const LoginBodySchema = z
  .object({
    username: z
      .string({ error: AUTH_MESSAGES.usernameRequired })
      .trim()
      .min(1, AUTH_MESSAGES.usernameRequired)
      .max(LOGIN_LIMITS.usernameMax),
    password: z
      .string({ error: AUTH_MESSAGES.passwordRequired })
      .min(1, AUTH_MESSAGES.passwordRequired)
      .max(LOGIN_LIMITS.passwordMax),
  })
  .meta({ description: 'Admin credentials' });
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const AuthStatusSchema = z
  .object({ isAuthenticated: z.boolean(), username: z.string().nullable() })
  .meta({ description: 'Who is signed in (username null when nobody)' });
export type AuthStatus = z.infer<typeof AuthStatusSchema>;

/** The stored admin as the API may describe it (the password hash never leaves the server). */
export const UserSchema = z.object({ id: IdSchema, username: z.string() });
export type User = z.infer<typeof UserSchema>;
