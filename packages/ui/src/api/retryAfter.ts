/**
 * A busy API answers 503 with Retry-After before doing anything (services/api overload control), so
 * any request, a write too, can be sent again. Clients wait what the server asks, stretched by a
 * random share and doubled per attempt, so thousands of students do not all come back in the same
 * second; after a few attempts the 503 is the caller's to show.
 */

const BUSY_RETRIES = 3;
/** Longest wait between two attempts. */
const MAX_WAIT_MS = 30_000;

/** The wait before attempt `attempt + 1` (0-based): Retry-After x 2^attempt, plus up to as much again at random. */
export function busyBackoffMs(retryAfterSeconds: number, attempt: number, random: () => number = Math.random): number {
  const base = Math.max(1, retryAfterSeconds) * 1000 * 2 ** attempt;
  return Math.min(MAX_WAIT_MS, Math.round(base * (1 + random())));
}

/** Seconds from a Retry-After header (seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - now) / 1000);
}

export interface BusyRetryOptions {
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  retries?: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Calls `send` again while it answers 503 with Retry-After (up to `retries` times). */
export async function withBusyRetry(
  send: () => Promise<Response>,
  { sleep = wait, random = Math.random, retries = BUSY_RETRIES }: BusyRetryOptions = {},
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const response = await send();
    const seconds = response.status === 503 ? retryAfterSeconds(response.headers.get('retry-after')) : undefined;
    if (seconds === undefined || attempt >= retries) return response;
    await response.body?.cancel().catch(() => undefined);
    await sleep(busyBackoffMs(seconds, attempt, random));
  }
}
