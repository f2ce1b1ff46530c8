/** Login messages, limits and the login form's required-field rule. LoginBodySchema (../auth.ts) is built on these. */

export const AUTH_MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  invalidCredentials: 'Invalid username or password',
  loginFailed: 'Login failed',
  tooManyAttempts: 'Too many login attempts. Please try again later.',
  notSignedIn: 'Authentication required',
  badOrigin: 'Cross-origin request rejected',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  newPasswordTooShort: 'Password must be at least 12 characters',
  passwordsDiffer: 'The passwords do not match',
  passwordUnchanged: 'The new password must differ from the current one',
} as const;

/** The admin password: at least 12 characters (any characters), at most 1000. */
export const LOGIN_LIMITS = { usernameMax: 200, passwordMax: 1000, newPasswordMin: 12 } as const;

export type ChangePasswordFieldErrors = Partial<Record<'currentPassword' | 'newPassword' | 'confirmPassword', string>>;

/**
 * The change-password form's checks, the same ChangePasswordBodySchema makes (plus the repeat, which
 * only the form has). Length counts characters as typed (code points), not UTF-16 units.
 */
export function changePasswordErrors(form: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}): ChangePasswordFieldErrors {
  const errors: ChangePasswordFieldErrors = {};
  if (form.currentPassword === '') errors.currentPassword = AUTH_MESSAGES.currentPasswordRequired;
  if ([...form.newPassword].length < LOGIN_LIMITS.newPasswordMin)
    errors.newPassword = AUTH_MESSAGES.newPasswordTooShort;
  else if (form.newPassword === form.currentPassword) errors.newPassword = AUTH_MESSAGES.passwordUnchanged;
  if (form.confirmPassword !== form.newPassword) errors.confirmPassword = AUTH_MESSAGES.passwordsDiffer;
  return errors;
}

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
