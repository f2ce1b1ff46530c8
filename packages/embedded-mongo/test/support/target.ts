/**
 * The server a conformance test talks to: the real MongoDB at MONGODB_URI when set, otherwise a
 * fresh in-memory embedded server. Tests use only the driver/mongoose, never server internals.
 */
import { MongoClient, type Db } from 'mongodb';
import { randomBytes } from 'node:crypto';
import { startEmbeddedMongo, type EmbeddedMongo } from '../../src/index.js';

export interface Target {
  /** Base URI without a database name. */
  uri: string;
  client: MongoClient;
  /** A database unique to this test file (dropped at the end). */
  db: Db;
  dbName: string;
  /** True when running against the embedded server (some tests configure it). */
  embedded: boolean;
  close(): Promise<void>;
}

export async function openTarget(options: { ttlMonitorIntervalMs?: number } = {}): Promise<Target> {
  const external = process.env.MONGODB_URI;
  let server: EmbeddedMongo | undefined;
  let uri: string;
  if (external) uri = external;
  else {
    server = await startEmbeddedMongo({ port: 0, ttlMonitorIntervalMs: options.ttlMonitorIntervalMs ?? 200 });
    uri = server.uri;
  }
  const client = await MongoClient.connect(uri);
  const dbName = `conformance_${randomBytes(4).toString('hex')}`;
  const db = client.db(dbName);
  return {
    uri,
    client,
    db,
    dbName,
    embedded: server !== undefined,
    async close() {
      await db.dropDatabase().catch(() => undefined);
      await client.close();
      await server?.stop();
    },
  };
}

/** A URI for `dbName` on the target (mongoose connects with a database in the path). */
export function uriWithDb(base: string, dbName: string): string {
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  return url.toString();
}
