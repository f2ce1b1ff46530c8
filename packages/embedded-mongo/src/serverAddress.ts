/**
 * Where a running server on a data directory listens, so tools (a backup taken while the API runs)
 * can connect to it instead of failing on the directory lock: `embedded-mongo.port` next to the lock,
 * written once listening and removed on stop. It only counts while the lock's owner is alive.
 */
import { readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { lockOwner } from './storage/lockFile.js';

const PORT_NAME = 'embedded-mongo.port';

export async function writeServerAddress(dbPath: string, port: number): Promise<void> {
  await writeFile(join(dbPath, PORT_NAME), String(port), { mode: 0o600 });
}

export async function removeServerAddress(dbPath: string): Promise<void> {
  await rm(join(dbPath, PORT_NAME), { force: true });
}

/** `mongodb://127.0.0.1:<port>` of the live server owning dbPath, or undefined when none runs. */
export function runningServerUri(dbPath: string): string | undefined {
  if (lockOwner(dbPath) === undefined) return undefined;
  try {
    const port = Number.parseInt(readFileSync(join(dbPath, PORT_NAME), 'utf8').trim(), 10);
    return Number.isInteger(port) && port > 0 ? `mongodb://127.0.0.1:${port}` : undefined;
  } catch {
    return undefined;
  }
}
