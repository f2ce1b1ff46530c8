import { makeAuthStatus } from '@tradeboard/ui/testing';

/** GET /api/auth/status replies of the fake API. */
export const signedOut = { body: makeAuthStatus(null) };
export const signedIn = (username = 'trader') => ({ body: makeAuthStatus(username) });
