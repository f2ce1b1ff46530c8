/**
 * Runs one command: its session (plain, retryable write, or inside a transaction), lookup (code 59
 * for unknown), the synchronous handler, then waits until the command's changes are durable before
 * the reply is released. Inside a transaction the handler runs on the transaction's private engine
 * and nothing reaches the journal until commitTransaction.
 */
import { MongoCommandError, toCommandError } from '../errors.js';
import type { JournalOp } from '../storage/ops.js';
import type { Transaction } from '../transactions/sessions.js';
import type { Doc } from '../values/document.js';
import type { CommandContext } from './context.js';
import { asLong } from './find.js';
import { lookupCommand, WRITE_COMMANDS } from './registry.js';

export type Commit = (ops: JournalOp[]) => Promise<void>;

type ConnectionCommandContext = Omit<CommandContext, 'db'>;

export async function dispatchCommand(
  command: Doc,
  context: ConnectionCommandContext,
  defaultDb: string,
  commit: Commit,
): Promise<Doc> {
  const name = Object.keys(command)[0];
  if (name !== undefined && WRITE_COMMANDS.has(name)) {
    const unlocked = context.writeLock.whenUnlocked();
    if (unlocked) await unlocked;
  }
  if (name === 'getMore' && isChangeStreamCursor(command, context)) {
    // Waits for events (awaitData): the one command that does not answer at once.
    return context.changeStreams.getMore(command).catch((error: unknown) => toCommandError(error).toReply());
  }
  const reply = execute(command, name, context, defaultDb);
  // Taken synchronously right after the handler so no other command's ops get mixed in.
  const ops = context.engine.takePending();
  if (ops.length > 0) {
    try {
      await commit(ops);
    } catch (error) {
      return new MongoCommandError(
        'InternalError',
        `failed to write the journal: ${(error as Error).message}`,
      ).toReply();
    }
  }
  return reply;
}

function execute(command: Doc, name: string | undefined, context: ConnectionCommandContext, defaultDb: string): Doc {
  const { sessions } = context;
  try {
    if (name === undefined) throw new MongoCommandError('FailedToParse', 'empty command object');
    if (name === 'commitTransaction') return sessions.commit(command);
    if (name === 'abortTransaction') return sessions.abort(command);
    const route = sessions.route(command, name);
    if (route.kind === 'transaction') return runInTransaction(command, context, defaultDb, route.transaction);
    if (route.kind === 'retryableWrite') {
      if (route.replay) return route.replay;
      const reply = runHandler(command, context, defaultDb);
      route.remember(reply);
      return reply;
    }
    return runHandler(command, context, defaultDb);
  } catch (error) {
    return toCommandError(error).toReply();
  }
}

function isChangeStreamCursor(command: Doc, context: ConnectionCommandContext): boolean {
  try {
    return context.changeStreams.has(asLong(command.getMore));
  } catch {
    return false;
  }
}

function runInTransaction(
  command: Doc,
  context: ConnectionCommandContext,
  defaultDb: string,
  transaction: Transaction,
): Doc {
  let reply: Doc;
  try {
    reply = runHandler(command, { ...context, engine: transaction.engine }, defaultDb);
  } catch (error) {
    reply = toCommandError(error).toReply();
  }
  transaction.ops.push(...transaction.engine.takePending());
  // As in MongoDB, an error inside a transaction aborts it.
  if (reply.ok !== 1 || reply.writeErrors !== undefined) context.sessions.abortAfterError(transaction);
  return reply;
}

function runHandler(command: Doc, context: ConnectionCommandContext, defaultDb: string): Doc {
  const name = Object.keys(command)[0] as string;
  const db = typeof command.$db === 'string' ? command.$db : defaultDb;
  const handler = lookupCommand(name);
  if (!handler) throw new MongoCommandError('CommandNotFound', `no such command: '${name}'`);
  return handler(command, { ...context, db });
}
