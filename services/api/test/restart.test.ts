/**
 * The real server on a temp DATA_DIR with the embedded database on disk: data written through the
 * API survives a stop and a start; first-start admin creation rules.
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import http from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { UPLOAD_URL_MESSAGES } from '../src/files/object-upload-routes.js';
import { KEEP_ALIVE_TIMEOUT_MS, startServer, type RunningServer } from '../src/runtime.js';
import { TEST_ADMIN, readJson } from './helpers.js';
import { jpeg, multipart, png } from './upload-fixtures.js';

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
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_ROOT: path.join(dataDir, 'web'),
    ...env,
  });
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
    const write = async (method: string, target: string, body?: unknown) => {
      const res = await fetch(`${first.url}${target}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(res.status, `${method} ${target}`).toBeLessThan(300);
      return readJson(res);
    };
    await write('POST', '/api/stocks', { symbol: 'nvda', monthlyBX: 'HL' });
    await write('PATCH', '/api/stocks/NVDA', { analysisText: 'breakout' });
    await write('POST', '/api/holdings', { fund: 'Main Fund', ticker: 'msft', quantity: 10, tradePrice: 400.5 });
    await write('POST', '/api/daily-activity', {
      fund: 'Main Fund',
      date: '06/02/2025',
      addedPositions: ['AAPL'],
      removedPositions: ['TSLA'],
    });
    await write('POST', '/api/manual-pnl', { fund: 'Growth Fund', ytdPnl: 1234.5, ytdPnlPercent: 12.3 });
    const course = await write('POST', '/api/courses', { title: 'Reading the tape', category: 'Technical Analysis' });
    await write('POST', '/api/lessons', { courseId: course.id, title: 'Entries', videoUrl: 'https://youtu.be/abc' });

    // A multipart image upload (cookie + origin only: fetch sets the multipart content type).
    const image = jpeg();
    const form = multipart('image', 'chart.jpg', image, { type: 'analysis', ticker: 'NVDA' });
    const uploaded = await fetch(`${first.url}/api/upload-image`, {
      method: 'POST',
      headers: { cookie: headers.cookie, origin: headers.origin },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { imageUrl } = await readJson(uploaded);

    // A signed-URL upload, then the URL is used up.
    const { uploadURL } = await write('POST', '/api/objects/upload');
    const object = png();
    const putObject = () =>
      fetch(`${first.url}${uploadURL}`, {
        method: 'PUT',
        headers: { origin: first.url },
        body: new Uint8Array(object),
      });
    const put = await putObject();
    expect(put.status).toBe(201);
    const { objectUrl } = await readJson(put);

    await first.stop();
    running.splice(running.indexOf(first), 1);

    const second = await start(dataDir, admin);
    const read = async (target: string) => {
      const res = await fetch(`${second.url}${target}`);
      expect(res.status, target).toBe(200);
      return readJson(res);
    };
    expect(await read('/api/stocks')).toEqual([
      expect.objectContaining({ symbol: 'NVDA', monthlyBX: 'HL', analysisText: 'breakout' }),
    ]);
    expect(await read('/api/stocks/NVDA/analysis-history')).toEqual([
      expect.objectContaining({ stockSymbol: 'NVDA', analysisText: 'breakout' }),
    ]);
    expect(await read('/api/holdings')).toEqual([
      expect.objectContaining({ fund: 'Main Fund', ticker: 'MSFT', quantity: 10, tradePrice: 400.5 }),
    ]);
    expect(await read('/api/daily-activity/Main%20Fund/06%2F02%2F2025')).toMatchObject({
      addedPositions: ['AAPL'],
      removedPositions: ['TSLA'],
    });
    expect(await read('/api/manual-pnl/fund/Growth%20Fund')).toMatchObject({
      fund: 'Growth Fund',
      ytdPnl: 1234.5,
      ytdPnlPercent: 12.3,
    });
    expect(await read('/api/courses')).toEqual([expect.objectContaining({ id: course.id, title: 'Reading the tape' })]);
    expect(await read(`/api/lessons?courseId=${course.id}`)).toEqual([
      expect.objectContaining({ title: 'Entries', videoUrl: 'https://youtu.be/abc' }),
    ]);

    for (const [url, bytes, type] of [
      [imageUrl, image, 'image/jpeg'],
      [objectUrl, object, 'image/png'],
    ] as const) {
      const served = await fetch(`${second.url}${url}`);
      expect(served.status, url).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    }
    // The used signed URL stays used.
    const reused = await fetch(`${second.url}${uploadURL}`, {
      method: 'PUT',
      headers: { origin: second.url },
      body: new Uint8Array(object),
    });
    expect(reused.status).toBe(403);
    expect(await readJson(reused)).toEqual({ message: UPLOAD_URL_MESSAGES.used });

    // The session survived too (sessions live in the database).
    const status = await readJson(
      await fetch(`${second.url}/api/auth/status`, { headers: { cookie: headers.cookie } }),
    );
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
    await start(dataDir, {
      NODE_ENV: 'production',
      ADMIN_USERNAME: 'boss',
      ADMIN_PASSWORD: 'long enough pw',
      LOG_LEVEL: 'silent',
    });
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
        {
          host: hostname,
          port,
          method: 'POST',
          path: '/api/auth/login',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            origin: server.url,
          },
        },
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

  test('idle keep-alive connections outlive a 5 s poll (Keep-Alive: timeout=65), yet stop() closes them at once', async () => {
    const dataDir = await tempDataDir();
    const server = await start(dataDir, { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'password123' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const { keepAlive, socket } = await new Promise<{
      keepAlive: string | undefined;
      socket: Socket;
    }>((resolve, reject) => {
      const req = http.get(`${server.url}/api/stocks`, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ keepAlive: String(res.headers['keep-alive']), socket: req.socket! }));
      });
      req.on('error', reject);
    });
    expect(keepAlive).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    const closed = new Promise((resolve) => socket.once('close', resolve));
    // The idle connection would hold stop() for 65 s if it were left to its timeout.
    await Promise.all([server.stop(), closed]);
    agent.destroy();
  });
});
