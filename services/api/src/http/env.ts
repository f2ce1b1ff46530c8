/** Hono environment shared by every router: per-request variables set by middleware. */
import type { SessionInfo } from '../auth/sessions.js';

export interface AppEnv {
  Variables: {
    /** Set by the write guard (and by routes that look the session up) when an admin is signed in. */
    session: SessionInfo | null;
    requestId: string;
    /**
     * Set by overload control: this request no longer counts as in flight (it is answered from the
     * read cache, or waits for another request's read of the same answer).
     */
    leaveInFlight?: () => void;
    /** The security headers this response gets (security-headers.ts). */
    securityHeaders?: Readonly<Record<string, string>>;
    /** The response already carries every header, security headers included: middleware leaves it alone. */
    headersComplete?: boolean;
  };
}
