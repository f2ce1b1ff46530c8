/**
 * Which database a backup reads and a restore writes, from the same settings as `npm start`:
 * MONGODB_URI when set; otherwise the embedded server under DATA_DIR/db, reached through the running
 * server's address when the API is up (backup only) or started here for the moment it takes.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import mongoose from 'mongoose';
import { runningServerUri, startEmbeddedMongo } from '@tradeboard/embedded-mongo';
import type { Config } from '../config.js';
import { EMBEDDED_DB_NAME, EMBEDDED_SOCKET_NAME } from '../db/connection.js';
import { BackupError } from './errors.js';
import { embeddedSnapshot, externalSnapshot } from './snapshot.js';
import type { BackupSource } from './write-backup.js';

type MongoClient = mongoose.mongo.MongoClient;

export function backupSource(client: MongoClient, database: string, mongodbUri: string | undefined): BackupSource {
  return mongodbUri
    ? { kind: 'external', uri: mongodbUri, snapshot: () => externalSnapshot(client, database) }
    : { kind: 'embedded', snapshot: () => embeddedSnapshot(client, database) };
}

export interface OpenedDatabase {
  client: MongoClient;
  database: string;
  /** How it was reached, for the command's output. */
  description: string;
  close(): Promise<void>;
}

async function connect(uri: string): Promise<MongoClient> {
  const client = new mongoose.mongo.MongoClient(uri, { serverSelectionTimeoutMS: 10_000 });
  await client.connect();
  return client;
}

/** Opens the configured database for the backup or restore command. */
export async function openConfiguredDatabase(
  config: Pick<Config, 'mongodbUri' | 'dataDir'>,
  purpose: 'backup' | 'restore',
): Promise<OpenedDatabase> {
  if (config.mongodbUri) {
    const client = await connect(config.mongodbUri);
    return {
      client,
      database: client.db().databaseName,
      description: 'MongoDB (MONGODB_URI)',
      close: () => client.close(),
    };
  }
  const dbPath = path.join(config.dataDir, 'db');
  const running = runningServerUri(dbPath);
  if (running) {
    if (purpose === 'restore') {
      throw new BackupError(
        `The Tradeboard server is running on ${config.dataDir}: stop it before restoring; nothing was changed`,
      );
    }
    const client = await connect(running);
    return {
      client,
      database: EMBEDDED_DB_NAME,
      description: `the running embedded database (${dbPath})`,
      close: () => client.close(),
    };
  }
  await mkdir(dbPath, { recursive: true, mode: 0o700 });
  // Its own socket, as `npm start` does: no TCP port open to other users while the tool runs.
  const embedded = await startEmbeddedMongo({ dbPath, socketPath: path.join(dbPath, EMBEDDED_SOCKET_NAME) });
  try {
    const client = await connect(embedded.uri);
    return {
      client,
      database: EMBEDDED_DB_NAME,
      description: `the embedded database (${dbPath})`,
      close: async () => {
        await client.close();
        await embedded.stop();
      },
    };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}
