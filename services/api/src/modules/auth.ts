/**
 * Who may use the deploy API: a deploy token (Authorization: Bearer) for its module or 'all'; the
 * signed-in admin too where `allowAdmin` (the list, rollback from the dashboard). A deploy itself
 * takes a token only: the admin's browser session must not be a way to ship code.
 */
import type { Context } from 'hono';
import type { Connection } from 'mongoose';
import { adminSession } from '../auth/admin-session.js';
import type { SessionStore } from '../auth/sessions.js';
import type { AppEnv } from '../http/env.js';
import { ApiError } from '../http/errors.js';
import { findDeployToken, tokenCovers } from './tokens.js';

const DEPLOY_AUTH_MESSAGES = {
  tokenRequired:
    'Deploying needs a deploy token (Authorization: Bearer <token>, made with npm run deploy-token); a session cookie is not accepted',
  badToken: 'The deploy token is unknown or has expired',
  notSignedIn: 'Authentication required: a deploy token (Authorization: Bearer) or the admin session',
} as const;

function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/** The deployer's name for the history ('admin' sessions by their username). */
export async function deployer(
  c: Context<AppEnv>,
  options: { db: Connection; sessions: SessionStore; now: Date; module?: string; allowAdmin: boolean },
): Promise<string> {
  const token = bearerToken(c);
  if (token !== null) {
    const found = await findDeployToken(options.db, token, options.now);
    if (!found) throw new ApiError(401, DEPLOY_AUTH_MESSAGES.badToken);
    if (options.module && !tokenCovers(found, options.module)) {
      throw new ApiError(403, `This deploy token may deploy ${found.module} only, not ${options.module}`);
    }
    return found.name;
  }
  if (!options.allowAdmin) throw new ApiError(401, DEPLOY_AUTH_MESSAGES.tokenRequired);
  const session = await adminSession(c, options.sessions);
  if (!session) throw new ApiError(401, DEPLOY_AUTH_MESSAGES.notSignedIn);
  return session.username;
}
