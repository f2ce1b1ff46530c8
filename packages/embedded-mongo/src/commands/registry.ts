/** Command name -> handler. Names are case-sensitive as in MongoDB, except the aliases listed. */
import type { CommandHandler } from './context.js';
import { aggregate } from './aggregate.js';
import { create, drop, dropDatabase, listCollections, listDatabases } from './collections.js';
import { count, distinct } from './count.js';
import { deleteCommand } from './delete.js';
import { find, getMore, killCursors } from './find.js';
import { findAndModify } from './findAndModify.js';
import { fsync, fsyncUnlock } from './fsync.js';
import * as handshake from './handshake.js';
import { createIndexes, dropIndexes, listIndexes } from './indexes.js';
import { insert } from './insert.js';
import { collStats, dbStats } from './stats.js';
import { update } from './update.js';

const handlers: Record<string, CommandHandler> = {
  hello: handshake.hello,
  isMaster: handshake.isMaster,
  ismaster: handshake.isMaster,
  ping: handshake.ping,
  endSessions: handshake.endSessions,
  killSessions: handshake.killSessions,
  refreshSessions: handshake.refreshSessions,
  whatsmyuri: handshake.whatsmyuri,
  connectionStatus: handshake.connectionStatus,
  getCmdLineOpts: handshake.getCmdLineOpts,
  getParameter: handshake.getParameter,
  hostInfo: handshake.hostInfo,
  serverStatus: handshake.serverStatus,
  getLog: handshake.getLog,
  insert,
  find,
  getMore,
  killCursors,
  update,
  delete: deleteCommand,
  findAndModify,
  findandmodify: findAndModify,
  aggregate,
  count,
  distinct,
  create,
  drop,
  dropDatabase,
  listDatabases,
  listCollections,
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
  dbStats,
  collStats,
  fsync,
  fsyncUnlock,
};

/** Commands that change data: they wait while a write lock (fsync lock) is held. */
export const WRITE_COMMANDS: ReadonlySet<string> = new Set([
  'insert',
  'update',
  'delete',
  'findAndModify',
  'findandmodify',
  'create',
  'drop',
  'dropDatabase',
  'createIndexes',
  'dropIndexes',
  'deleteIndexes',
  'commitTransaction',
]);

/** Commands MongoDB accepts in any letter case. */
const caseInsensitive: Record<string, CommandHandler> = {
  buildinfo: handshake.buildInfo,
};

export function lookupCommand(name: string): CommandHandler | undefined {
  if (Object.prototype.hasOwnProperty.call(handlers, name)) return handlers[name];
  return caseInsensitive[name.toLowerCase()];
}
