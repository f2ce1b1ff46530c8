/**
 * The database: MONGODB_URI when set, otherwise the embedded MongoDB-compatible server on loopback
 * with its files under DATA_DIR/db. Each app gets its own mongoose Connection (no global state).
 */
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import mongoose, { type Connection } from 'mongoose';
import { startEmbeddedMongo } from '@tradeboard/embedded-mongo';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';

/** The database name inside the embedded server. */
export const EMBEDDED_DB_NAME = 'tradeboard';

export interface Database {
  connection: Connection;
  /** 'external' (MONGODB_URI) or 'embedded'. */
  kind: 'external' | 'embedded';
  close(): Promise<void>;
}

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

export async function connectDatabase(
  config: Pick<Config, 'mongodbUri' | 'dataDir'>,
  logger: Logger,
): Promise<Database> {
  if (config.mongodbUri) {
    const connection = await openConnection(config.mongodbUri);
    logger.info({ host: connection.host, db: connection.name }, 'connected to MongoDB');
    return { connection, kind: 'external', close: () => connection.close() };
  }
  const dbPath = path.join(config.dataDir, 'db');
  await mkdir(dbPath, { recursive: true });
  const embedded = await startEmbeddedMongo({ dbPath, port: 0 });
  logger.info({ dbPath }, 'started embedded MongoDB-compatible server (set MONGODB_URI to use a real MongoDB)');
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
