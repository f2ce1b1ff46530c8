/** The server under test: a child process on a fresh data directory, from this package's source. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

export interface RunningServer {
  uri: string;
  dataDir: string;
  process: ChildProcess;
  /** Set once the process has exited (crash or stop). */
  exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  stderrTail: () => string;
}

export async function startServer(): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'embedded-mongo-conformance-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/support/runCli.ts', '--dbpath', dataDir, '--port', '0'],
    {
      cwd: packageRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const server: Partial<RunningServer> = { dataDir, process: child, exit: undefined, stderrTail: () => stderr };
  child.on('exit', (code, signal) => {
    server.exit = { code, signal };
  });
  server.uri = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /ready on (mongodb:\/\/\S+)$/.exec(line);
      if (match) resolve(match[1] as string);
    });
    child.on('exit', () => reject(new Error(`server exited before it was ready: ${stderr}`)));
  });
  return server as RunningServer;
}

/** True when the server still answers a `ping` within a few seconds. */
export async function answers(server: RunningServer): Promise<boolean> {
  if (server.exit) return false;
  const client = new MongoClient(server.uri, { serverSelectionTimeoutMS: 5000, socketTimeoutMS: 5000 });
  try {
    await client.connect();
    const reply = await client.db('admin').command({ ping: 1 });
    return reply.ok === 1;
  } catch {
    return false;
  } finally {
    await client.close().catch(() => undefined);
  }
}

export async function stopServer(server: RunningServer): Promise<void> {
  if (!server.exit) {
    const exited = new Promise((resolve) => server.process.once('exit', resolve));
    server.process.kill('SIGTERM');
    const timer = setTimeout(() => server.process.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(server.dataDir, { recursive: true, force: true });
}
