import type { QueryClient } from '@tanstack/react-query';
import type { LoginBody } from '@tradeboard/types';
import { AUTH_MESSAGES } from '@tradeboard/types/core';
import { ApiError, authApi, authKeys, messageFromBody } from '@tradeboard/ui/auth';

/** POST /api/auth/login; on failure throws with the server's message, or 'Login failed'. */
export async function login(credentials: LoginBody): Promise<void> {
  try {
    await authApi.login(credentials);
  } catch (error) {
    const serverMessage = error instanceof ApiError ? messageFromBody(error.body) : undefined;
    throw new Error(serverMessage ?? AUTH_MESSAGES.loginFailed, { cause: error });
  }
}

/**
 * POST /api/auth/logout, then refresh the auth status (the dashboard then sends the user to
 * /login). Failures are only logged (SPEC: 'Logout failed').
 */
export async function logout(queryClient: QueryClient): Promise<boolean> {
  try {
    await authApi.logout();
  } catch (error) {
    console.error('Logout failed', error);
    return false;
  }
  await queryClient.invalidateQueries({ queryKey: authKeys.status });
  return true;
}

/**
 * POST /api/auth/logout-all (every session ends, this one too), then refresh the auth status: the
 * dashboard then sends the user to /login, as after Logout. Answers whether it worked.
 */
export async function logoutEverywhere(queryClient: QueryClient): Promise<boolean> {
  try {
    await authApi.logoutAll();
  } catch (error) {
    console.error('Sign out everywhere failed', error);
    return false;
  }
  await queryClient.invalidateQueries({ queryKey: authKeys.status });
  return true;
}
