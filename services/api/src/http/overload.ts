/**
 * Overload control: past its capacity a process answers 503 with Retry-After at once, instead of
 * letting every request wait longer and longer. Capacity is two bounds:
 * - requests in flight (started, not yet answered: mostly waiting for the database), and
 * - the event-loop delay (the CPU is behind: requests wait unparsed in the sockets, unseen).
 * Health checks, sign-in and the live stream (PRIORITY) keep a reserve above the in-flight bound
 * and are not refused for the delay: an admin can sign in and clients keep hearing of changes
 * while students are turned away. An SSE request counts only until its stream is open.
 */
import type { MiddlewareHandler } from 'hono';

export interface OverloadOptions {
  maxInFlight: number;
  maxEventLoopDelayMs: number;
  /** Extra in-flight room for PRIORITY requests (default: an eighth of maxInFlight, at least 4). */
  reserve?: number;
  /** How often the event-loop delay is sampled. */
  sampleMs?: number;
}

/** Path prefixes that keep the reserve. */
const PRIORITY = ['/api/health', '/api/auth/', '/api/events'];
export const RETRY_AFTER_SECONDS = 1;
export const OVERLOAD_MESSAGE = 'The server is busy: try again in a moment';

export class OverloadGuard {
  private inFlight = 0;
  private delayMs = 0;
  private readonly timer: NodeJS.Timeout;
  private readonly reserve: number;
  readonly stats = { refused: 0, admitted: 0 };

  constructor(private readonly options: OverloadOptions) {
    this.reserve = options.reserve ?? Math.max(4, Math.ceil(options.maxInFlight / 8));
    const sampleMs = options.sampleMs ?? 50;
    let expected = performance.now() + sampleMs;
    // The lateness of a short timer is the time a request arriving now waits for the CPU.
    this.timer = setInterval(() => {
      const now = performance.now();
      this.delayMs = Math.max(0, now - expected);
      expected = now + sampleMs;
    }, sampleMs);
    this.timer.unref();
  }

  get current(): { inFlight: number; eventLoopDelayMs: number } {
    return { inFlight: this.inFlight, eventLoopDelayMs: this.delayMs };
  }

  /** Whether a request to `path` may start now. */
  admits(path: string): boolean {
    if (PRIORITY.some((prefix) => path.startsWith(prefix))) {
      return this.inFlight < this.options.maxInFlight + this.reserve;
    }
    return this.inFlight < this.options.maxInFlight && this.delayMs <= this.options.maxEventLoopDelayMs;
  }

  middleware(): MiddlewareHandler {
    return async (c, next) => {
      if (!this.admits(c.req.path)) {
        this.stats.refused++;
        return c.json({ message: OVERLOAD_MESSAGE }, 503, {
          'Retry-After': String(RETRY_AFTER_SECONDS),
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        });
      }
      this.stats.admitted++;
      this.inFlight++;
      try {
        await next();
      } finally {
        this.inFlight--;
      }
    };
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
