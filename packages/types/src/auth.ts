/** Login, auth status and the stored user. */
import { z } from 'zod';
import { IdSchema } from './common.js';

export const AUTH_MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  invalidCredentials: 'Invalid username or password',
  loginFailed: 'Login failed',
  tooManyAttempts: 'Too many login attempts. Please try again later.',
  notSignedIn: 'Authentication required',
  badOrigin: 'Cross-origin request rejected',
} as const;

export const LoginBodySchema = z
  .object({
    username: z.string({ error: AUTH_MESSAGES.usernameRequired }).trim().min(1, AUTH_MESSAGES.usernameRequired).max(200),
    password: z.string({ error: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired).max(1000),
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
