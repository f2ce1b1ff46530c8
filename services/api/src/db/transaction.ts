/**
 * The one place the API opens a MongoDB transaction: `inTransaction(db, async (session) => ...)`,
 * passing `{ session }` to every operation inside. It is mongoose's Connection#transaction (the
 * driver's withTransaction: retries on TransientTransactionError, commits once).
 *
 * Interim fallback, to be removed when the embedded server implements transactions: a server
 * without them (a standalone, and the embedded server for now) refuses the first operation with
 * code 20 (IllegalOperation, "Transaction numbers are only allowed on a replica set member"); then
 * `fn` runs once more without a session, i.e. without the all-or-nothing guarantee. Nothing was
 * written by the refused attempt, since its first operation is the one refused.
 */
import type { ClientSession, Connection } from 'mongoose';

/** MongoDB's IllegalOperation. */
const ILLEGAL_OPERATION = 20;

interface MaybeMongoError {
  code?: unknown;
  originalError?: unknown;
  errorResponse?: { originalError?: unknown };
  cause?: unknown;
}

/** Code 20 anywhere in the chain (the driver rewraps it as a retryable-writes message with `originalError`). */
export function isTransactionUnsupported(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const err = error as MaybeMongoError;
  if (err.code === ILLEGAL_OPERATION) return true;
  return [err.originalError, err.errorResponse?.originalError, err.cause].some((inner) =>
    isTransactionUnsupported(inner, depth + 1),
  );
}

export async function inTransaction<T>(
  db: Connection,
  fn: (session: ClientSession | undefined) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction((session) => fn(session));
  } catch (error) {
    if (!isTransactionUnsupported(error)) throw error;
    return fn(undefined);
  }
}
