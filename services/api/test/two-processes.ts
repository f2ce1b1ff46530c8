/**
 * Two (or more) API processes on one embedded database started through its CLI, as a deployment
 * with several processes behind a load balancer runs: for the multi-process proofs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { API_ROOT, TSX_NODE_FLAGS, killIfAlive, serverEnv, watch } from './server-process.js';

const EMBEDDED_ROOT = path.resolve(API_ROOT, '../../packages/embedded-mongo');

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The embedded server's CLI; `cleanup` gets what stops it. */
export async function startDatabase(
  dbPath: string,
  port: number,
  cleanup: Array<() => unknown>,
): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/support/runCli.ts', '--dbpath', dbPath, '--port', String(port)],
    { cwd: EMBEDDED_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  cleanup.push(() => killIfAlive(child.pid));
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('embedded-mongo ready on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`database exited (${code})`)));
  });
  return child;
}

/** An API process (src/server.ts) on the database at `mongodbUri`, with its own DATA_DIR. */
export async function startApi(
  dataDir: string,
  mongodbUri: string,
  cleanup: Array<() => unknown>,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [...TSX_NODE_FLAGS, 'src/server.ts'], {
    cwd: API_ROOT,
    env: { ...serverEnv(dataDir), MONGODB_URI: mongodbUri, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanup.push(() => killIfAlive(child.pid));
  const { url } = await watch(child).listening(1);
  return { child, url };
}
