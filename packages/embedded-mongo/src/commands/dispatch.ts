/**
 * Runs one command: transaction refusal, lookup (code 59 for unknown), the synchronous handler,
 * then waits until the command's changes are durable before the reply is released.
 */
import { MongoCommandError, toCommandError } from '../errors.js';
import type { JournalOp } from '../storage/ops.js';
import type { Doc } from '../values/document.js';
import type { CommandContext } from './context.js';
import { lookupCommand, WRITE_COMMANDS } from './registry.js';

export type Commit = (ops: JournalOp[]) => Promise<void>;

export async function dispatchCommand(
  command: Doc,
  context: Omit<CommandContext, 'db'>,
  defaultDb: string,
  commit: Commit,
): Promise<Doc> {
  let reply: Doc;
  const name = Object.keys(command)[0];
  if (name !== undefined && WRITE_COMMANDS.has(name)) {
    const unlocked = context.writeLock.whenUnlocked();
    if (unlocked) await unlocked;
  }
  try {
    reply = runHandler(command, context, defaultDb);
  } catch (error) {
    reply = toCommandError(error).toReply();
  }
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

function runHandler(command: Doc, context: Omit<CommandContext, 'db'>, defaultDb: string): Doc {
  const name = Object.keys(command)[0];
  if (name === undefined) throw new MongoCommandError('FailedToParse', 'empty command object');
  if (command.txnNumber !== undefined || command.startTransaction !== undefined || command.autocommit !== undefined) {
    throw new MongoCommandError(
      'IllegalOperation',
      'Transaction numbers are only allowed on a replica set member or mongos',
    );
  }
  const db = typeof command.$db === 'string' ? command.$db : defaultDb;
  const handler = lookupCommand(name);
  if (!handler) throw new MongoCommandError('CommandNotFound', `no such command: '${name}'`);
  return handler(command, { ...context, db });
}
