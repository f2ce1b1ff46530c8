/** What every command handler receives, and small argument helpers shared by handlers. */
import type { CursorManager } from '../cursors.js';
import { badValue, MongoCommandError } from '../errors.js';
import type { Engine } from '../storage/engine.js';
import type { ChangeStreams } from '../changes/changeStreams.js';
import type { SessionRegistry } from '../transactions/sessions.js';
import type { WriteLock } from '../writeLock.js';
import { isPlainObject, numericValue, type Doc } from '../values/document.js';

export interface ServerInfo {
  /** Milliseconds since epoch when the server started. */
  startedAt: number;
  host: string;
  port: () => number;
  /** `127.0.0.1:<port>`, or the Unix socket's path: the replica set's only member, as clients address it. */
  address: () => string;
  dbPath: string | undefined;
}

export interface CommandContext {
  engine: Engine;
  cursors: CursorManager;
  /** The database named by `$db`. */
  db: string;
  connectionId: number;
  server: ServerInfo;
  /** fsyncLock: writes wait while it is held. */
  writeLock: WriteLock;
  /** Logical sessions: transactions and retryable writes. */
  sessions: SessionRegistry;
  /** Open change-stream cursors. */
  changeStreams: ChangeStreams;
}

/** Handlers run synchronously so a command's changes are applied atomically w.r.t. other connections. */
export type CommandHandler = (command: Doc, context: CommandContext) => Doc;

export function collectionName(command: Doc, commandName: string): string {
  const name = command[commandName];
  if (typeof name !== 'string' || name.length === 0) {
    throw new MongoCommandError(
      'InvalidNamespace',
      `collection name has invalid type ${name === null ? 'null' : typeof name}`,
    );
  }
  return name;
}

export function optionalDoc(command: Doc, field: string): Doc | undefined {
  const value = command[field];
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value))
    throw new MongoCommandError('TypeMismatch', `BSON field '${field}' is the wrong type, expected an object`);
  return value;
}

export function optionalNumber(command: Doc, field: string): number | undefined {
  const value = command[field];
  if (value === undefined || value === null) return undefined;
  const n = numericValue(value);
  if (n === undefined || Number.isNaN(n))
    throw new MongoCommandError('TypeMismatch', `BSON field '${field}' is the wrong type, expected a number`);
  return n;
}

export function nonNegative(command: Doc, field: string): number | undefined {
  const n = optionalNumber(command, field);
  if (n !== undefined && n < 0) throw badValue(`${field} must be a non-negative number`);
  return n;
}

export function docArray(command: Doc, field: string): Doc[] {
  const value = command[field];
  if (!Array.isArray(value) || !value.every(isPlainObject)) {
    throw new MongoCommandError(
      'TypeMismatch',
      `BSON field '${field}' is the wrong type, expected an array of objects`,
    );
  }
  return value;
}

export function truthy(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  const n = numericValue(value);
  return n !== undefined ? n !== 0 : value !== undefined && value !== null;
}
