/**
 * Overload control: past its capacity a process answers 503 with Retry-After at once, instead of
 * letting every request wait longer and longer. Capacity is two bounds:
 * - requests in flight (started, not yet answered: mostly waiting for the database), and
 * - the event-loop delay (the CPU is behind: requests wait unparsed in the sockets, unseen).
 * Sign-in (and GET /api/auth/status, the health check) and the live stream (PRIORITY) keep a reserve
 * above the in-flight bound and are not refused for the delay: an admin can sign in and clients keep
 * hearing of changes while students are turned away. An SSE request counts only until its stream is
 * open, and a read answered from the read cache or waiting for another request's read of the same
 * answer (the herd after a change event) not at all: neither loads the database.
 */
import type { RequestListener } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.js';
import { TurnPacer } from './turn-pacer.js';

export interface OverloadOptions {
  maxInFlight: number;
  maxEventLoopDelayMs: number;
  /** Requests that reach a handler started per event-loop turn (turn-pacer.ts); 0: no pacing. */
  maxStartsPerTurn?: number;
  /** Extra in-flight room for PRIORITY requests (default: an eighth of maxInFlight, at least 4). */
  reserve?: number;
  /** How often the event-loop delay is sampled. */
  sampleMs?: number;
  /**
   * Weight of the newest sample in the delay average (default 0.2): one burst answered in one go
   * (the herd after a change event) is not overload; a delay that lasts is.
   */
  smoothing?: number;
}

/** Path prefixes that keep the reserve. */
const PRIORITY = ['/api/auth/', '/api/events'];
const MAX_RETRY_AFTER_SECONDS = 10;
const isPriority = (path: string) => PRIORITY.some((prefix) => path.startsWith(prefix));
export const OVERLOAD_MESSAGE = 'The server is busy: try again in a moment';

const REFUSAL_BODY = Buffer.from(JSON.stringify({ message: OVERLOAD_MESSAGE }));

/**
 * The mean Retry-After after a second that refused `refused` requests, for a process that admits
 * about `capacity` a second: the refused come back over about that many seconds instead of all in
 * the next one, whose refusals would cost the requests being served (1 to 10 s).
 */
export const retryAfterFor = (refused: number, capacity: number): number =>
  Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, Math.ceil(refused / Math.max(1, capacity))));

/**
 * The Retry-After of one refusal when the refused should wait `meanSeconds` on average: a whole number
 * of seconds drawn evenly from 1 to 2 x mean - 1 (at most 10). One value for a whole second of
 * refusals sent a crowd that arrived together away together (the UI's jitter only spreads a wait
 * over [wait, 2 x wait]), and the process sat idle until it came back; drawn from 1 up, the first
 * come back at once and the rest after them, with the mean wait, and so the load, unchanged.
 */
export const spreadRetryAfter = (meanSeconds: number, random: () => number = Math.random): number => {
  const longest = Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, 2 * Math.round(meanSeconds) - 1));
  return 1 + Math.min(longest - 1, Math.floor(random() * longest));
};

/** How much of the best second admitted is still trusted a second later (it fades in about a minute). */
const CAPACITY_MEMORY = 0.95;

/**
 * Requests a second the process can admit, after a second that admitted `admitted`: its best second
 * lately. Not that second's count alone: while a crowd arrives the process spends the second
 * accepting and refusing and admits few, and a Retry-After from that count sends everyone away for
 * the longest wait, leaving the process idle when they would have been served.
 */
export const nextCapacity = (previous: number, admitted: number): number =>
  Math.max(admitted, previous * CAPACITY_MEMORY);

/** The delay average after one more sample. */
export const smoothDelay = (average: number, sample: number, weight: number): number =>
  weight * Math.max(0, sample) + (1 - weight) * average;

export class OverloadGuard {
  private inFlight = 0;
  private delayMs = 0;
  private readonly timer: NodeJS.Timeout;
  private readonly reserve: number;
  private readonly pacer?: TurnPacer;
  readonly stats = { refused: 0, admitted: 0, paced: 0 };
  /** Counts of the current second, and the mean Retry-After the last one earned (spreadRetryAfter). */
  private window = { refused: 0, admitted: 0, startedAt: performance.now() };
  private retryAfterSeconds = 1;
  /** Requests a second this process can admit (nextCapacity). */
  private capacityPerSecond = 0;

  constructor(private readonly options: OverloadOptions) {
    this.reserve = options.reserve ?? Math.max(4, Math.ceil(options.maxInFlight / 8));
    if (options.maxStartsPerTurn) this.pacer = new TurnPacer(options.maxStartsPerTurn);
    const sampleMs = options.sampleMs ?? 50;
    const weight = options.smoothing ?? 0.2;
    let expected = performance.now() + sampleMs;
    // The lateness of a short timer is the time a request arriving now waits for the CPU.
    this.timer = setInterval(() => {
      const now = performance.now();
      this.delayMs = smoothDelay(this.delayMs, now - expected, weight);
      expected = now + sampleMs;
      if (now - this.window.startedAt >= 1000) {
        this.capacityPerSecond = nextCapacity(this.capacityPerSecond, this.window.admitted);
        this.retryAfterSeconds = retryAfterFor(this.window.refused, this.capacityPerSecond);
        this.window = { refused: 0, admitted: 0, startedAt: now };
      }
    }, sampleMs);
    this.timer.unref();
  }

  get current(): { inFlight: number; eventLoopDelayMs: number; retryAfterSeconds: number } {
    return { inFlight: this.inFlight, eventLoopDelayMs: this.delayMs, retryAfterSeconds: this.retryAfterSeconds };
  }

  /** Counts one refusal and returns the headers it is answered with. */
  private countRefusal(): Record<string, string> {
    this.stats.refused++;
    this.window.refused++;
    return {
      'Retry-After': String(spreadRetryAfter(this.retryAfterSeconds)),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    };
  }

  /** Whether a request to `path` may start now. */
  admits(path: string): boolean {
    if (isPriority(path)) {
      return this.inFlight < this.options.maxInFlight + this.reserve;
    }
    return this.inFlight < this.options.maxInFlight && this.delayMs <= this.options.maxEventLoopDelayMs;
  }

  middleware(): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      if (!this.admits(c.req.path)) return c.json({ message: OVERLOAD_MESSAGE }, 503, this.countRefusal());
      this.stats.admitted++;
      this.window.admitted++;
      this.inFlight++;
      let counted = true;
      const leave = () => {
        if (counted) this.inFlight--;
        counted = false;
      };
      c.set('leaveInFlight', leave);
      try {
        await next();
      } finally {
        leave();
      }
    };
  }

  /**
   * Node's request listener with the same refusal in front, written before Hono builds a Request:
   * under overload most requests are refused, and what a refusal costs is taken from those served.
   * (The middleware still refuses what reaches the app another way, as tests' `app.request`.)
   */
  nodeListener(listener: RequestListener): RequestListener {
    return (req, res) => {
      const path = (req.url ?? '/').split('?', 1)[0]!;
      if (path.startsWith('/api/') && !this.admits(path)) {
        res.writeHead(503, {
          ...this.countRefusal(),
          'Content-Type': 'application/json',
          'Content-Length': REFUSAL_BODY.length,
        });
        res.end(REFUSAL_BODY);
        return;
      }
      listener(req, res);
    };
  }

  /**
   * Registered after the read cache: a request that reaches its handler (a cache miss, a write, an
   * admin's read) waits for its turn (turn-pacer.ts). Cached answers cost microseconds and never
   * wait; sign-in and the live stream go first, as with the reserve.
   */
  pacing(): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      if (this.pacer && !isPriority(c.req.path)) {
        this.stats.paced++;
        await this.pacer.turn();
      }
      await next();
    };
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
