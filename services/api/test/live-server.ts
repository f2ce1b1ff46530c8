/**
 * The real server (startServer) on 127.0.0.1 port 0 with a temp DATA_DIR and a signed-in admin, for
 * tests and scripts that need a socket: cut bodies, aborted uploads, the fuzz run.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.js';
import { startServer, type RunningServer } from '../src/runtime.js';
import { TEST_ADMIN } from './helpers.js';

export interface LiveServer {
  server: RunningServer;
  url: string;
  port: number;
  dataDir: string;
  /** `name=value` of the admin's session cookie. */
  cookie: string;
  /** Every file under DATA_DIR/uploads, hidden partial files included (relative paths, sorted). */
  uploadedFiles(): Promise<string[]>;
  stop(): Promise<void>;
}

export async function startLiveServer(env: Record<string, string> = {}): Promise<LiveServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tradeboard-live-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_ROOT: path.join(dataDir, 'web'),
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const server = await startServer(config);
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  const uploads = path.join(dataDir, 'uploads');
  return {
    server,
    url: server.url,
    port: Number(new URL(server.url).port),
    dataDir,
    cookie,
    async uploadedFiles() {
      const entries = await readdir(uploads, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(uploads, path.join(entry.parentPath, entry.name)))
        .sort();
    },
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
