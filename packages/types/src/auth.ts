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

/** A new admin password: 12 to 1000 characters (code points), any characters. */
export const NewPasswordSchema = z
  .string({ error: AUTH_MESSAGES.newPasswordTooShort })
  .refine((value) => [...value].length >= LOGIN_LIMITS.newPasswordMin, AUTH_MESSAGES.newPasswordTooShort)
  .refine(
    (value) => [...value].length <= LOGIN_LIMITS.passwordMax,
    `Password must be at most ${LOGIN_LIMITS.passwordMax} characters`,
  )
  .meta({
    description: `At least ${LOGIN_LIMITS.newPasswordMin} characters (counted as typed: code points)`,
    example: 'a long and memorable passphrase',
    minLength: LOGIN_LIMITS.newPasswordMin,
    maxLength: LOGIN_LIMITS.passwordMax,
  });

/** POST /api/auth/password: the current password proves it is the admin at the keyboard. */
export const ChangePasswordBodySchema = z
  .object({
    currentPassword: z
      .string({ error: AUTH_MESSAGES.currentPasswordRequired })
      .min(1, AUTH_MESSAGES.currentPasswordRequired)
      .max(LOGIN_LIMITS.passwordMax),
    newPassword: NewPasswordSchema,
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    message: AUTH_MESSAGES.passwordUnchanged,
    path: ['newPassword'],
  })
  .meta({ description: 'The current password and the new one' });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

export const PasswordChangedSchema = z
  .object({
    signedOutSessions: z.number().int().min(0).meta({ description: 'Other sessions ended (this one stays)' }),
  })
  .meta({ description: 'The password was changed' });
export type PasswordChanged = z.infer<typeof PasswordChangedSchema>;

export const AuthStatusSchema = z
  .object({ isAuthenticated: z.boolean(), username: z.string().nullable() })
  .meta({ description: 'Who is signed in (username null when nobody)' });
export type AuthStatus = z.infer<typeof AuthStatusSchema>;

/** The stored admin as the API may describe it (the password hash never leaves the server). */
export const UserSchema = z.object({ id: IdSchema, username: z.string() });
export type User = z.infer<typeof UserSchema>;
