/**
 * Logical sessions as a replica-set member keeps them: per session id (`lsid`), the current
 * transaction number, an open multi-document transaction, and the reply of the last retryable
 * write (so a retried write is not applied twice).
 *
 * Command fields, as the driver sends them:
 *   lsid + txnNumber + autocommit:false (+ startTransaction:true on the first) -> inside a transaction
 *   lsid + txnNumber without autocommit                                     -> a retryable write
 * A transaction idle for longer than its lifetime (MongoDB's transactionLifetimeLimitSeconds, 60 s)
 * is aborted.
 */
import { Long } from 'bson';
import { MongoCommandError } from '../errors.js';
import type { Engine } from '../storage/engine.js';
import type { JournalOp } from '../storage/ops.js';
import type { Doc } from '../values/document.js';
import { TransactionEngine } from './transactionEngine.js';

export interface Transaction {
  readonly txnNumber: number;
  readonly engine: TransactionEngine;
  /** Everything the transaction wrote, in order; applied to the shared engine at commit. */
  readonly ops: JournalOp[];
}

interface Session {
  txnNumber: number;
  transaction: Transaction | undefined;
  /** How the transaction with `txnNumber` ended, so a retried commit or abort gets the same answer. */
  outcome: 'committed' | 'aborted' | undefined;
  /** The reply of the retryable write with `txnNumber`. */
  lastWriteReply: Doc | undefined;
  lastUsed: number;
}

/** Commands MongoDB runs inside a multi-document transaction. */
const ALLOWED_IN_TRANSACTION = new Set([
  'find',
  'getMore',
  'killCursors',
  'insert',
  'update',
  'delete',
  'findAndModify',
  'findandmodify',
  'aggregate',
  'distinct',
  'create',
  'commitTransaction',
  'abortTransaction',
]);

/** Idle sessions are forgotten after MongoDB's logicalSessionTimeoutMinutes. */
const SESSION_TIMEOUT_MINUTES = 30;

const noSuchTransaction = (txnNumber: number): MongoCommandError =>
  new MongoCommandError('NoSuchTransaction', `Transaction with { txnNumber: ${txnNumber} } has been aborted.`, {
    errorLabels: ['TransientTransactionError'],
  });

function sessionKey(command: Doc): string | undefined {
  const lsid = command.lsid as { id?: { buffer?: Uint8Array; toString(encoding: string): string } } | undefined;
  const id = lsid?.id;
  if (!id) return undefined;
  return typeof id.toString === 'function' ? id.toString('hex') : String(id);
}

function txnNumberOf(command: Doc): number | undefined {
  const value = command.txnNumber;
  if (value === undefined || value === null) return undefined;
  if (Long.isLong(value)) return value.toNumber();
  if (typeof value === 'number') return value;
  throw new MongoCommandError('TypeMismatch', "BSON field 'txnNumber' is the wrong type, expected type 'long'");
}

/** What a command runs in. */
export type SessionRoute =
  | { kind: 'plain' }
  | { kind: 'transaction'; transaction: Transaction }
  | { kind: 'retryableWrite'; replay: Doc | undefined; remember: (reply: Doc) => void };

export class SessionRegistry {
  private readonly sessions = new Map<string, Session>();
  private readonly shared: Engine;
  private readonly transactionLifetimeMs: number;
  private readonly timer: NodeJS.Timeout;

  constructor(shared: Engine, transactionLifetimeMs = 60_000) {
    this.shared = shared;
    this.transactionLifetimeMs = transactionLifetimeMs;
    this.timer = setInterval(() => this.sweep(), Math.max(10, Math.min(1000, transactionLifetimeMs / 4)));
    this.timer.unref();
  }

  /** Open transactions (for tests and serverStatus). */
  get openTransactions(): number {
    let count = 0;
    for (const session of this.sessions.values()) if (session.transaction) count++;
    return count;
  }

  /** Decides where `command` runs; throws for a transaction that does not exist or a command it does not allow. */
  route(command: Doc, name: string): SessionRoute {
    const key = sessionKey(command);
    const txnNumber = txnNumberOf(command);
    if (key === undefined || txnNumber === undefined) {
      if (command.autocommit !== undefined || command.startTransaction !== undefined) {
        throw new MongoCommandError('InvalidOptions', 'a transaction needs lsid and txnNumber');
      }
      return { kind: 'plain' };
    }
    const session = this.session(key);
    if (txnNumber < session.txnNumber) {
      throw new MongoCommandError(
        'TransactionTooOld',
        `Cannot start transaction ${txnNumber} on session because a newer transaction ${session.txnNumber} has already started`,
      );
    }
    if (command.autocommit === undefined) {
      if (command.startTransaction !== undefined)
        throw new MongoCommandError('InvalidOptions', 'startTransaction needs autocommit: false');
      return this.retryableWrite(session, txnNumber);
    }
    if (command.autocommit !== false) throw new MongoCommandError('InvalidOptions', 'autocommit must be false');
    if (!ALLOWED_IN_TRANSACTION.has(name)) {
      throw new MongoCommandError(
        'OperationNotSupportedInTransaction',
        `Cannot run '${name}' in a multi-document transaction.`,
      );
    }
    if (command.startTransaction === true) {
      if (txnNumber === session.txnNumber && (session.transaction || session.outcome)) {
        throw new MongoCommandError('ConflictingOperationInProgress', `transaction ${txnNumber} has already started`);
      }
      this.discard(session);
      session.txnNumber = txnNumber;
      session.outcome = undefined;
      session.transaction = { txnNumber, engine: new TransactionEngine(this.shared), ops: [] };
      return { kind: 'transaction', transaction: session.transaction };
    }
    if (txnNumber !== session.txnNumber || !session.transaction) throw noSuchTransaction(txnNumber);
    return { kind: 'transaction', transaction: session.transaction };
  }

  /** `commitTransaction`: applies the transaction to the shared engine (ops land in its pending journal batch). */
  commit(command: Doc): Doc {
    const { session, txnNumber } = this.target(command);
    if (session.outcome === 'committed' && txnNumber === session.txnNumber) return { ok: 1 };
    const transaction = session.transaction;
    if (!transaction || txnNumber !== session.txnNumber) throw noSuchTransaction(txnNumber);
    session.transaction = undefined;
    try {
      transaction.engine.commit(transaction.ops);
    } catch (error) {
      session.outcome = 'aborted';
      throw error;
    }
    session.outcome = 'committed';
    return { ok: 1 };
  }

  /** `abortTransaction`: the transaction's writes are dropped. */
  abort(command: Doc): Doc {
    const { session, txnNumber } = this.target(command);
    if (!session.transaction || txnNumber !== session.txnNumber) throw noSuchTransaction(txnNumber);
    this.discard(session);
    session.outcome = 'aborted';
    return { ok: 1 };
  }

  /** A failed command inside a transaction aborts it, as in MongoDB. */
  abortAfterError(transaction: Transaction): void {
    for (const session of this.sessions.values()) {
      if (session.transaction === transaction) {
        this.discard(session);
        session.outcome = 'aborted';
      }
    }
  }

  /** `endSessions` / `killSessions`: open transactions of these sessions are aborted. */
  end(ids: unknown[]): void {
    for (const id of ids) {
      const key = sessionKey({ lsid: id });
      const session = key === undefined ? undefined : this.sessions.get(key);
      if (!session || key === undefined) continue;
      this.discard(session);
      this.sessions.delete(key);
    }
  }

  close(): void {
    clearInterval(this.timer);
    for (const session of this.sessions.values()) this.discard(session);
    this.sessions.clear();
  }

  private target(command: Doc): { session: Session; txnNumber: number } {
    const key = sessionKey(command);
    const txnNumber = txnNumberOf(command);
    if (key === undefined || txnNumber === undefined || command.autocommit !== false) {
      throw new MongoCommandError(
        'InvalidOptions',
        'commitTransaction and abortTransaction need lsid, txnNumber and autocommit: false',
      );
    }
    return { session: this.session(key), txnNumber };
  }

  private retryableWrite(session: Session, txnNumber: number): SessionRoute {
    if (txnNumber === session.txnNumber && session.lastWriteReply)
      return { kind: 'retryableWrite', replay: session.lastWriteReply, remember: () => undefined };
    this.discard(session);
    session.txnNumber = txnNumber;
    session.outcome = undefined;
    session.lastWriteReply = undefined;
    return {
      kind: 'retryableWrite',
      replay: undefined,
      remember: (reply) => {
        if (session.txnNumber === txnNumber && reply.ok === 1) session.lastWriteReply = reply;
      },
    };
  }

  private session(key: string): Session {
    let session = this.sessions.get(key);
    if (!session) {
      session = { txnNumber: -1, transaction: undefined, outcome: undefined, lastWriteReply: undefined, lastUsed: 0 };
      this.sessions.set(key, session);
    }
    session.lastUsed = Date.now();
    return session;
  }

  private discard(session: Session): void {
    session.transaction?.engine.close();
    session.transaction = undefined;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, session] of this.sessions) {
      if (session.transaction && now - session.lastUsed > this.transactionLifetimeMs) {
        this.discard(session);
        session.outcome = 'aborted';
      }
      if (!session.transaction && now - session.lastUsed > SESSION_TIMEOUT_MINUTES * 60_000) this.sessions.delete(key);
    }
  }
}
