/**
 * Login attempt limiter: at most `maxAttempts` failures per window for each client+username pair,
 * and 4x that per client across usernames (stops spraying). Counted in MongoDB (login_limits), so
 * every API process shares one count: a burst spread over several processes is limited as one.
 *
 * A counter document per key holds `count` and `expiresAt` (its window: fixed, from the first
 * attempt). Each step is one atomic update, so concurrent requests in any process see each other.
 * Expired counters are removed by a TTL index and ignored before that (the TTL sweep runs only now
 * and then). The two counters of an attempt are separate documents updated one after the other, not
 * in a transaction: they limit, they hold no data, and a burst can only be refused more, never less.
 *
 * An attempt is counted when it starts (reserve), before the slow password check, and handed back
 * when it succeeds. Counting only after the check would let a burst of parallel attempts all pass
 * the limit while none of them had failed yet.
 */
import { Schema, type Connection } from 'mongoose';
import { modelOn } from '../db/models/define.js';

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until a blocked key may try again. */
  retryAfterSeconds: number;
}

/** An attempt counted by reserve(); pass it to succeeded() when the password was right. */
export interface LoginAttempt {
  client: string;
  username: string;
}

export type Reservation =
  (RateLimitDecision & { allowed: true; attempt: LoginAttempt }) | (RateLimitDecision & { allowed: false });

interface LimitDoc {
  _id: string;
  count: number;
  expiresAt: Date;
}

const schema = new Schema<LimitDoc>(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);
schema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const LOGIN_LIMITS_COLLECTION = 'login_limits';
const loginLimitModel = (db: Connection) =>
  modelOn(db, { name: 'LoginLimit', collection: LOGIN_LIMITS_COLLECTION, schema });

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;

export class LoginRateLimiter {
  /**
   * `scope` keeps separate counts in one collection (sign-in, password change).
   */
  constructor(
    private readonly db: Connection,
    private readonly scope: string,
    private readonly maxAttempts: number,
    private readonly windowMs: number,
    private readonly clock: () => Date,
  ) {}

  private keys(client: string, username: string): Array<[string, number]> {
    return [
      [`${this.scope}:u:${client}|${username.trim().toLowerCase()}`, this.maxAttempts],
      [`${this.scope}:c:${client}`, this.maxAttempts * 4],
    ];
  }

  /** Adds one to a key's live counter (a new window when there is none or it ended). */
  private async increment(key: string, now: Date): Promise<LimitDoc> {
    const limits = loginLimitModel(this.db);
    await limits.deleteOne({ _id: key, expiresAt: { $lte: now } });
    for (let tries = 0; ; tries++) {
      try {
        return (await limits
          .findOneAndUpdate(
            { _id: key },
            { $inc: { count: 1 }, $setOnInsert: { expiresAt: new Date(now.getTime() + this.windowMs) } },
            { upsert: true, returnDocument: 'after' },
          )
          .lean()) as LimitDoc;
      } catch (error) {
        // Two first attempts raced to create the counter: the loser adds to the winner's.
        if (!isDuplicateKey(error) || tries > 2) throw error;
      }
    }
  }

  private async decrement(key: string, now: Date): Promise<void> {
    await loginLimitModel(this.db).updateOne(
      { _id: key, count: { $gt: 0 }, expiresAt: { $gt: now } },
      { $inc: { count: -1 } },
    );
  }

  /**
   * Allowed: the attempt is counted now (atomically, so concurrent requests in any process see it).
   * Blocked: nothing stays counted; retryAfterSeconds says when the fullest counter's window ends.
   */
  async reserve(client: string, username: string): Promise<Reservation> {
    const now = this.clock();
    const keys = this.keys(client, username);
    const counters = await Promise.all(keys.map(([key]) => this.increment(key, now)));
    let retryAfterMs = 0;
    counters.forEach((counter, index) => {
      if (counter.count > keys[index]![1])
        retryAfterMs = Math.max(retryAfterMs, counter.expiresAt.getTime() - now.getTime());
    });
    if (retryAfterMs <= 0) return { allowed: true, retryAfterSeconds: 0, attempt: { client, username } };
    await Promise.all(keys.map(([key]) => this.decrement(key, now)));
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  }

  /** A successful login clears its client+username pair and hands its attempt back to the client's count. */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    const [pair, perClient] = this.keys(attempt.client, attempt.username);
    await loginLimitModel(this.db).deleteOne({ _id: pair![0] });
    await this.decrement(perClient![0], this.clock());
  }
}
