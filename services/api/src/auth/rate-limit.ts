/**
 * Login attempt limiter: at most `maxAttempts` failures per window for each client+username pair,
 * and 4x that per client across usernames (stops spraying). In memory: one process serves the API.
 */
export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until a blocked key may try again. */
  retryAfterSeconds: number;
}

interface Bucket {
  failures: number[];
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
    bucket.failures = bucket.failures.filter((at) => now - at < this.windowMs);
    if (bucket.failures.length === 0) this.buckets.delete(key);
    return bucket.failures;
  }

  check(client: string, username: string): RateLimitDecision {
    const now = this.clock().getTime();
    let retryAfterMs = 0;
    for (const [key, limit] of this.keys(client, username)) {
      const failures = this.recent(key, now);
      if (failures.length >= limit) {
        const oldest = failures[failures.length - limit] ?? now;
        retryAfterMs = Math.max(retryAfterMs, oldest + this.windowMs - now);
      }
    }
    return { allowed: retryAfterMs === 0, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  }

  recordFailure(client: string, username: string): void {
    const now = this.clock().getTime();
    if (this.buckets.size >= this.maxKeys) this.prune(now);
    for (const [key] of this.keys(client, username)) {
      const bucket = this.buckets.get(key) ?? { failures: [] };
      bucket.failures.push(now);
      this.buckets.set(key, bucket);
    }
  }

  /** A successful login clears that client+username pair. */
  recordSuccess(client: string, username: string): void {
    const [pair] = this.keys(client, username);
    if (pair) this.buckets.delete(pair[0]);
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
