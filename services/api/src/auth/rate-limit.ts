/**
 * Login attempt limiter: at most `maxAttempts` failures per window for each client+username pair,
 * and 4x that per client across usernames (stops spraying). In memory: one process serves the API.
 *
 * An attempt is counted when it starts (reserve), before the slow password check, and handed back
 * when it succeeds. Counting only after the check would let a burst of parallel attempts all pass
 * the limit while none of them had failed yet.
 */
export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until a blocked key may try again. */
  retryAfterSeconds: number;
}

/** An attempt counted by reserve(); pass it to succeeded() when the password was right. */
export interface LoginAttempt {
  client: string;
  username: string;
  at: number;
}

export type Reservation =
  (RateLimitDecision & { allowed: true; attempt: LoginAttempt }) | (RateLimitDecision & { allowed: false });

interface Bucket {
  attempts: number[];
}

export class LoginRateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly maxAttempts: number,
    private readonly windowMs: number,
    private readonly clock: () => Date,
    private readonly maxKeys = 50_000,
  ) {}

  private keys(client: string, username: string): Array<[string, number]> {
    return [
      [`u:${client}|${username.trim().toLowerCase()}`, this.maxAttempts],
      [`c:${client}`, this.maxAttempts * 4],
    ];
  }

  private recent(key: string, now: number): number[] {
    const bucket = this.buckets.get(key);
    if (!bucket) return [];
    bucket.attempts = bucket.attempts.filter((at) => now - at < this.windowMs);
    if (bucket.attempts.length === 0) this.buckets.delete(key);
    return bucket.attempts;
  }

  /**
   * Allowed: the attempt is counted now (synchronously, so concurrent requests see it) and returned.
   * Blocked: nothing is counted; retryAfterSeconds says when the oldest counted attempt leaves the window.
   */
  reserve(client: string, username: string): Reservation {
    const now = this.clock().getTime();
    let retryAfterMs = 0;
    for (const [key, limit] of this.keys(client, username)) {
      const attempts = this.recent(key, now);
      if (attempts.length >= limit) {
        const oldest = attempts[attempts.length - limit] ?? now;
        retryAfterMs = Math.max(retryAfterMs, oldest + this.windowMs - now);
      }
    }
    if (retryAfterMs > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };

    if (this.buckets.size >= this.maxKeys) this.prune(now);
    for (const [key] of this.keys(client, username)) {
      const bucket = this.buckets.get(key) ?? { attempts: [] };
      bucket.attempts.push(now);
      this.buckets.set(key, bucket);
    }
    return { allowed: true, retryAfterSeconds: 0, attempt: { client, username, at: now } };
  }

  /** A successful login clears its client+username pair and hands its attempt back to the client's count. */
  succeeded(attempt: LoginAttempt): void {
    const [pair, perClient] = this.keys(attempt.client, attempt.username);
    if (pair) this.buckets.delete(pair[0]);
    const bucket = perClient && this.buckets.get(perClient[0]);
    if (!bucket) return;
    const index = bucket.attempts.indexOf(attempt.at);
    if (index >= 0) bucket.attempts.splice(index, 1);
    if (bucket.attempts.length === 0) this.buckets.delete(perClient[0]);
  }

  private prune(now: number): void {
    for (const key of [...this.buckets.keys()]) this.recent(key, now);
    // Still full (an attack from many addresses): drop the oldest keys rather than grow without bound.
    for (const key of this.buckets.keys()) {
      if (this.buckets.size < this.maxKeys) break;
      this.buckets.delete(key);
    }
  }
}
