/**
 * Every multi-document change runs here: one MongoDB transaction (mongoose's Connection#transaction,
 * which wraps the driver's withTransaction: it retries the whole function on a transient error such
 * as a write conflict, and resets mongoose documents' state between attempts). Pass `session` to
 * every read and write inside `work`. MongoDB needs a replica set for this (the embedded server is
 * one; a standalone MONGODB_URI is refused at start, see db/connection.ts).
 */
import type { ClientSession, Connection } from 'mongoose';

export function inTransaction<T>(db: Connection, work: (session: ClientSession) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
