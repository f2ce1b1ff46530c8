/** Login messages, limits and the login form's required-field rule. LoginBodySchema (../auth.ts) is built on these. */

export const AUTH_MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  invalidCredentials: 'Invalid username or password',
  loginFailed: 'Login failed',
  tooManyAttempts: 'Too many login attempts. Please try again later.',
  notSignedIn: 'Authentication required',
  badOrigin: 'Cross-origin request rejected',
} as const;

export const LOGIN_LIMITS = { usernameMax: 200, passwordMax: 1000 } as const;

export type LoginFieldErrors = Partial<Record<'username' | 'password', string>>;

/**
 * The blank-field messages of a login form, the same LoginBodySchema gives (auth.test.ts holds them
 * together): both fields are required, a username of only blanks is empty. Length limits are left to the API.
 */
export function loginRequiredErrors(body: { username: string; password: string }): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (body.username.trim() === '') errors.username = AUTH_MESSAGES.usernameRequired;
  if (body.password === '') errors.password = AUTH_MESSAGES.passwordRequired;
  return errors;
}
