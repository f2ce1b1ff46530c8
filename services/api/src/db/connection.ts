/**
 * The database: MONGODB_URI when set (a replica set or Atlas: transactions need one), otherwise the
 * embedded MongoDB-compatible server with its files under DATA_DIR/db, reached on a Unix socket
 * there (mode 0600: only this user can connect; no TCP port). Each app gets its own mongoose
 * Connection (no global state).
 */
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import mongoose, { type Connection } from 'mongoose';
import { startEmbeddedMongo } from '@tradeboard/embedded-mongo';
import { ConfigError, type Config } from '../config.js';
import type { Logger } from '../logger.js';

/** The database name inside the embedded server. */
export const EMBEDDED_DB_NAME = 'tradeboard';

export interface Database {
  connection: Connection;
  /** 'external' (MONGODB_URI) or 'embedded'. */
  kind: 'external' | 'embedded';
  close(): Promise<void>;
}

/** The embedded server's socket, inside the data directory it serves. */
export const EMBEDDED_SOCKET_NAME = 'embedded-mongo.sock';

export async function openConnection(uri: string, dbName?: string): Promise<Connection> {
  const connection = mongoose.createConnection(uri, {
    serverSelectionTimeoutMS: 10_000,
    autoIndex: true,
    autoCreate: true,
    ...(dbName ? { dbName } : {}),
  });
  await connection.asPromise();
  return connection;
}

/** A configuration error: the server exits with the configuration exit code and this message. */
class StandaloneMongoError extends ConfigError {}

/**
 * Transactions (every multi-document change) need a replica set or a sharded cluster; a standalone
 * `mongod` would fail them at the first import. Refuse it at start, saying what to do.
 */
export async function requireTransactions(connection: Connection): Promise<void> {
  const hello = await connection.db!.admin().command({ hello: 1 });
  if (hello.setName || hello.msg === 'isdbgrid') return;
  throw new StandaloneMongoError(
    'MONGODB_URI points at a standalone MongoDB server, but Tradeboard writes with transactions, which need a replica set. ' +
      'Use MongoDB Atlas or a replica set; a single-node one is fine: start mongod with --replSet rs0, run ' +
      'rs.initiate() once in mongosh, and add ?replicaSet=rs0 to MONGODB_URI.',
  );
}

export async function connectDatabase(
  config: Pick<Config, 'mongodbUri' | 'dataDir'>,
  logger: Logger,
): Promise<Database> {
  if (config.mongodbUri) {
    const connection = await openConnection(config.mongodbUri);
    try {
      await requireTransactions(connection);
    } catch (error) {
      await connection.close();
      throw error;
    }
    logger.info({ host: connection.host, db: connection.name }, 'connected to MongoDB');
    return { connection, kind: 'external', close: () => connection.close() };
  }
  const dbPath = path.join(config.dataDir, 'db');
  await mkdir(dbPath, { recursive: true, mode: 0o700 });
  const embedded = await startEmbeddedMongo({ dbPath, socketPath: path.join(dbPath, EMBEDDED_SOCKET_NAME) });
  logger.info(
    { dbPath, socket: embedded.socketPath },
    'started embedded MongoDB-compatible server (set MONGODB_URI to use a real MongoDB)',
  );
  try {
    const connection = await openConnection(embedded.uri, EMBEDDED_DB_NAME);
    return {
      connection,
      kind: 'embedded',
      close: async () => {
        await connection.close();
        await embedded.stop();
      },
    };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}
