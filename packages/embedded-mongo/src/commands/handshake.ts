/** Connection handshake and server information commands. */
import { ObjectId } from 'bson';
import { MAX_BSON_OBJECT_SIZE, MAX_MESSAGE_SIZE_BYTES, MAX_WRITE_BATCH_SIZE } from '../wire/constants.js';
import type { Doc } from '../values/document.js';
import type { CommandContext, CommandHandler } from './context.js';

/** MongoDB 7.0's wire version: new enough for driver 7.x (needs >= 9), old enough to avoid newer-only features. */
const MAX_WIRE_VERSION = 21;
const SERVER_VERSION = '7.0.0';
/** The replica set this server presents itself as (its only member and always primary). */
const REPLICA_SET_NAME = 'rs0';
const ELECTION_ID = new ObjectId('7fffffff0000000000000001');

function helloReply(command: Doc, context: CommandContext, legacy: boolean): Doc {
  const reply: Doc = {};
  if (legacy && command.helloOk === true) reply.helloOk = true;
  if (legacy) reply.ismaster = true;
  else reply.isWritablePrimary = true;
  // A single-node replica set (the driver then uses sessions, transactions and retryable writes).
  // No topologyVersion: it would make the driver switch to streaming (exhaust) monitoring.
  const me = context.server.address();
  Object.assign(reply, {
    setName: REPLICA_SET_NAME,
    setVersion: 1,
    hosts: [me],
    primary: me,
    me,
    secondary: false,
    electionId: ELECTION_ID,
    lastWrite: { lastWriteDate: new Date() },
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    maxMessageSizeBytes: MAX_MESSAGE_SIZE_BYTES,
    maxWriteBatchSize: MAX_WRITE_BATCH_SIZE,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: context.connectionId,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
    ok: 1,
  });
  return reply;
}

export const hello: CommandHandler = (command, context) => helloReply(command, context, false);
export const isMaster: CommandHandler = (command, context) => helloReply(command, context, true);

export const ping: CommandHandler = () => ({ ok: 1 });

export const buildInfo: CommandHandler = () => ({
  version: SERVER_VERSION,
  gitVersion: 'embedded-mongo',
  versionArray: SERVER_VERSION.split('.').map(Number).concat(0),
  modules: [],
  allocator: 'system',
  javascriptEngine: 'none',
  sysInfo: 'deprecated',
  bits: 64,
  debug: false,
  maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
  storageEngines: ['embedded'],
  openssl: { running: 'disabled', compiled: 'disabled' },
  ok: 1,
});

/** Ending or killing a session aborts its open transaction. */
export const endSessions: CommandHandler = (command, context) => {
  context.sessions.end(Array.isArray(command.endSessions) ? command.endSessions : []);
  return { ok: 1 };
};
export const killSessions: CommandHandler = (command, context) => {
  context.sessions.end(Array.isArray(command.killSessions) ? command.killSessions : []);
  return { ok: 1 };
};
export const refreshSessions: CommandHandler = () => ({ ok: 1 });

export const whatsmyuri: CommandHandler = (_command, context) => ({ you: `127.0.0.1:${context.connectionId}`, ok: 1 });

/** Tools (mongosh, Compass) ask for these on connect; answering keeps them happy. */
export const connectionStatus: CommandHandler = () => ({
  authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] },
  ok: 1,
});

export const getCmdLineOpts: CommandHandler = (_command, context) => ({
  argv: ['embedded-mongo'],
  parsed: {
    net: { bindIp: '127.0.0.1', port: context.server.port() },
    storage: { dbPath: context.server.dbPath ?? '(memory)' },
  },
  ok: 1,
});

export const getParameter: CommandHandler = (command) => {
  const reply: Doc = {};
  if (command.featureCompatibilityVersion !== undefined || command.getParameter === '*') {
    reply.featureCompatibilityVersion = { version: '7.0' };
  }
  return { ...reply, ok: 1 };
};

export const hostInfo: CommandHandler = () => ({
  system: {
    currentTime: new Date(),
    hostname: 'localhost',
    numCores: 1,
    memSizeMB: Math.round(process.memoryUsage().rss / 1048576),
  },
  os: { type: process.platform, name: process.platform },
  extra: {},
  ok: 1,
});

export const serverStatus: CommandHandler = (_command, context) => ({
  host: 'localhost',
  version: SERVER_VERSION,
  process: 'embedded-mongo',
  pid: process.pid,
  uptime: Math.floor((Date.now() - context.server.startedAt) / 1000),
  uptimeMillis: Date.now() - context.server.startedAt,
  localTime: new Date(),
  connections: {},
  mem: { resident: Math.round(process.memoryUsage().rss / 1048576), supported: true },
  transactions: { currentOpen: context.sessions.openTransactions },
  metrics: {
    queryExecutor: {
      scanned: context.engine.metrics.scannedKeys,
      scannedObjects: context.engine.metrics.scannedObjects,
    },
  },
  ok: 1,
});

export const getLog: CommandHandler = () => ({ totalLinesWritten: 0, log: [], ok: 1 });
