/**
 * Where a running server on a data directory listens, so tools (a backup taken while the API runs)
 * can connect to it instead of failing on the directory lock: `embedded-mongo.port` next to the lock
 * holds the server's URI (older versions wrote a bare port number), written once listening and
 * removed on stop. It only counts while the lock's owner is alive.
 */
import { readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { lockOwner } from './storage/lockFile.js';

const PORT_NAME = 'embedded-mongo.port';

export async function writeServerAddress(dbPath: string, uri: string): Promise<void> {
  await writeFile(join(dbPath, PORT_NAME), uri, { mode: 0o600 });
}

/**
 * The driver's URI for a Unix socket: the path, percent-encoded, as the host, with
 * `directConnection=true`: the driver lowercases the host names a replica set reports, which would
 * change a socket path with capital letters, so it must not rediscover the set from them. Name the
 * database with the client's `dbName` option or `client.db(name)`, not by appending a path.
 */
export function socketUri(socketPath: string): string {
  return `mongodb://${encodeURIComponent(socketPath)}/?directConnection=true`;
}

export async function removeServerAddress(dbPath: string): Promise<void> {
  await rm(join(dbPath, PORT_NAME), { force: true });
}

/** The URI of the live server owning dbPath (TCP or Unix socket), or undefined when none runs. */
export function runningServerUri(dbPath: string): string | undefined {
  if (lockOwner(dbPath) === undefined) return undefined;
  try {
    const written = readFileSync(join(dbPath, PORT_NAME), 'utf8').trim();
    if (written.startsWith('mongodb://')) return written;
    const port = Number.parseInt(written, 10);
    return Number.isInteger(port) && port > 0 ? `mongodb://127.0.0.1:${port}` : undefined;
  } catch {
    return undefined;
  }
}
