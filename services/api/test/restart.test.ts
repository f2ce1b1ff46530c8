/**
 * The real server on a temp DATA_DIR with the embedded database on disk: data written through the
 * API survives a stop and a start; first-start admin creation rules.
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { startServer, type RunningServer } from '../src/runtime.js';
import { TEST_ADMIN, readJson } from './helpers.js';

const dirs: string[] = [];
const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDataDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'tradeboard-restart-'));
  dirs.push(dir);
  return dir;
}

async function start(dataDir: string, env: Record<string, string> = {}) {
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_ROOT: path.join(dataDir, 'web'), ...env });
  const server = await startServer(config);
  running.push(server);
  return server;
}

async function signIn(url: string, username: string, password: string) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ username, password }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  return { cookie, origin: url, 'content-type': 'application/json' };
}

describe('restart', () => {
  test('what was written through the API is read back after a stop and a start on the same DATA_DIR', async () => {
    const dataDir = await tempDataDir();
    const admin = { ADMIN_USERNAME: TEST_ADMIN.username, ADMIN_PASSWORD: TEST_ADMIN.password };
    const first = await start(dataDir, admin);
    const headers = await signIn(first.url, TEST_ADMIN.username, TEST_ADMIN.password);
    expect((await fetch(`${first.url}/api/stocks`, { method: 'POST', headers, body: JSON.stringify({ symbol: 'nvda', monthlyBX: 'HL' }) })).status).toBe(201);
    expect((await fetch(`${first.url}/api/stocks/NVDA`, { method: 'PATCH', headers, body: JSON.stringify({ analysisText: 'breakout' }) })).status).toBe(200);
    await first.stop();
    running.splice(running.indexOf(first), 1);

    const second = await start(dataDir, admin);
    const stocks = await readJson(await fetch(`${second.url}/api/stocks`));
    expect(stocks).toEqual([expect.objectContaining({ symbol: 'NVDA', monthlyBX: 'HL', analysisText: 'breakout' })]);
    const history = await readJson(await fetch(`${second.url}/api/stocks/NVDA/analysis-history`));
    expect(history).toEqual([expect.objectContaining({ stockSymbol: 'NVDA', analysisText: 'breakout' })]);
    // The session survived too (sessions live in the database).
    const status = await readJson(await fetch(`${second.url}/api/auth/status`, { headers: { cookie: headers.cookie } }));
    expect(status).toEqual({ isAuthenticated: true, username: 'admin' });
  });

  test('in development without ADMIN_* the first start generates credentials into DATA_DIR', async () => {
    const dataDir = await tempDataDir();
    const server = await start(dataDir, { NODE_ENV: 'development', LOG_LEVEL: 'silent' });
    const file = path.join(dataDir, 'admin-credentials.txt');
    expect(((await stat(file)).mode & 0o777).toString(8)).toBe('600');
    const text = await readFile(file, 'utf8');
    const username = /username: (\S+)/.exec(text)![1]!;
    const password = /password: (\S+)/.exec(text)![1]!;
    await signIn(server.url, username, password);
  });

  test('in production the first start refuses without ADMIN_USERNAME / ADMIN_PASSWORD, and releases the data dir', async () => {
    const dataDir = await tempDataDir();
    const config = loadConfig({ NODE_ENV: 'production', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    await expect(startServer(config)).rejects.toThrow(ConfigError);
    await expect(startServer(config)).rejects.toThrow(/ADMIN_USERNAME and ADMIN_PASSWORD are required/);
    // With credentials the same data dir starts fine (the failed starts let go of it).
    await start(dataDir, { NODE_ENV: 'production', ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'long enough pw', LOG_LEVEL: 'silent' });
  });
});

describe('graceful stop', () => {
  test('a request in flight when stop() is called still completes; new connections are refused', async () => {
    const dataDir = await tempDataDir();
    const server = await start(dataDir, { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'password123' });
    const { hostname, port } = new URL(server.url);
    const body = JSON.stringify({ username: 'admin', password: 'password123' });
    const arrived = new Promise((resolve) => server.httpServer.once('request', resolve));
    const responded = new Promise<number>((resolve, reject) => {
      const req = http.request(
        { host: hostname, port, method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: server.url } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10)); // the server is now handling a request whose body is still coming
      void arrived.then(() => {
        stopped = server.stop();
        req.end(body.slice(10));
      });
    });
    let stopped: Promise<void> | undefined;
    expect(await responded).toBe(200);
    await stopped;
    await expect(fetch(`${server.url}/api/stocks`)).rejects.toThrow();
  });
});
