/** Hono environment shared by every router: per-request variables set by middleware. */
import type { SessionInfo } from '../auth/sessions.js';

export interface AppEnv {
  Variables: {
    /** Set by the write guard (and by routes that look the session up) when an admin is signed in. */
    session: SessionInfo | null;
    requestId: string;
  };
}
