import { describe, expect, test } from 'vitest';
import { LoginBodySchema } from './auth.js';
import { LOGIN_LIMITS, loginRequiredErrors } from './core/auth.js';

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
