import { describe, expect, test } from 'vitest';
import { ChangePasswordBodySchema, LoginBodySchema } from './auth.js';
import { AUTH_MESSAGES, LOGIN_LIMITS, changePasswordErrors, loginRequiredErrors } from './core/auth.js';

/** The field messages LoginBodySchema gives for a body (first message per field). */
function schemaErrors(body: { username: string; password: string }) {
  const result = LoginBodySchema.safeParse(body);
  const errors: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('the login form rule (no zod) agrees with LoginBodySchema', () => {
  test.each([
    { username: '', password: '' },
    { username: '   ', password: 'secret' },
    { username: 'admin', password: '' },
    { username: ' admin ', password: ' ' },
    { username: 'admin', password: 'password123' },
  ])('%o', (body) => {
    expect(loginRequiredErrors(body)).toEqual(schemaErrors(body));
  });

  test('length limits are left to the API: the schema enforces them', () => {
    const long = {
      username: 'a'.repeat(LOGIN_LIMITS.usernameMax + 1),
      password: 'p'.repeat(LOGIN_LIMITS.passwordMax + 1),
    };
    expect(loginRequiredErrors(long)).toEqual({});
    expect(Object.keys(schemaErrors(long))).toEqual(['username', 'password']);
  });
});

describe('the change-password form rule (no zod) agrees with ChangePasswordBodySchema', () => {
  const schemaFieldErrors = (body: { currentPassword: string; newPassword: string }) => {
    const result = ChangePasswordBodySchema.safeParse(body);
    const errors: Record<string, string> = {};
    for (const issue of result.success ? [] : result.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return errors;
  };

  test.each([
    { currentPassword: '', newPassword: '' },
    { currentPassword: 'old password', newPassword: 'elevenchars' },
    { currentPassword: 'old password', newPassword: 'twelve chars' },
    { currentPassword: 'same password', newPassword: 'same password' },
    // Twelve characters as typed, more UTF-16 units: counted as twelve.
    { currentPassword: 'x', newPassword: '🔑'.repeat(12) },
    { currentPassword: 'x', newPassword: '🔑'.repeat(11) },
  ])('%o', (body) => {
    const { confirmPassword: _same, ...formErrors } = changePasswordErrors({
      ...body,
      confirmPassword: body.newPassword,
    });
    expect(formErrors).toEqual(schemaFieldErrors(body));
  });

  test('only the form has the repeat', () => {
    expect(
      changePasswordErrors({ currentPassword: 'a', newPassword: 'a long password', confirmPassword: 'a long passwor' }),
    ).toEqual({ confirmPassword: AUTH_MESSAGES.passwordsDiffer });
    expect(LOGIN_LIMITS.newPasswordMin).toBe(12);
  });
});
