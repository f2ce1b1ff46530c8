/** fsync (every acknowledged write is already on disk; `lock: true` takes a write lock) and fsyncUnlock. */
import { MongoCommandError } from '../errors.js';
import { truthy, type CommandHandler } from './context.js';

export const fsync: CommandHandler = (command, context) => {
  if (!truthy(command.lock)) return { numFiles: 1, ok: 1 };
  const lockCount = context.writeLock.lock(context.connectionId);
  return { info: 'now locked against writes, use db.fsyncUnlock() to unlock', lockCount, ok: 1 };
};

export const fsyncUnlock: CommandHandler = (_command, context) => {
  const lockCount = context.writeLock.unlock(context.connectionId);
  if (lockCount < 0) throw new MongoCommandError('IllegalOperation', 'fsyncUnlock called when not locked');
  return { info: 'fsyncUnlock completed', lockCount, ok: 1 };
};
