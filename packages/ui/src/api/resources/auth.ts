/**
 * Auth (SPEC section 7). Key: ['/api/auth/status'].
 * Status is cached 5 minutes, not retried, not refetched on focus. The admin's page carries it
 * (read with the visitor's session cookie): the first query starts from that answer.
 */
import { queryOptions } from '@tanstack/react-query';
import type { AuthStatus, ChangePasswordBody, LoginBody, PasswordChanged } from '@tradeboard/types';
import { UI_TIMINGS_MS } from '@tradeboard/types/core';
import { queryKeys } from '@tradeboard/runtime';
import { getJson, requestJson } from '../apiRequest.js';
import { takeServedData } from '../servedData.js';

export const authKeys = {
  status: queryKeys.authStatus,
};

export const authApi = {
  keys: authKeys,
  status: () =>
    queryOptions({
      queryKey: authKeys.status,
      queryFn: () => getJson<AuthStatus>('/api/auth/status'),
      initialData: () => takeServedData<AuthStatus>('/api/auth/status'),
      staleTime: UI_TIMINGS_MS.authStatusCache,
      retry: false,
      refetchOnWindowFocus: false,
    }),
  login: (body: LoginBody) => requestJson<AuthStatus>('POST', '/api/auth/login', body),
  logout: () => requestJson<unknown>('POST', '/api/auth/logout'),
  /** The admin's password (other sessions end; this one stays). */
  changePassword: (body: ChangePasswordBody) => requestJson<PasswordChanged>('POST', '/api/auth/password', body),
  /** Ends every session of the admin, this one included. */
  logoutAll: () => requestJson<AuthStatus>('POST', '/api/auth/logout-all'),
};
