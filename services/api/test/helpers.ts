/**
 * createTestContext(): a fresh in-memory embedded MongoDB, a temp DATA_DIR, an admin, and the app
 * built by createApp, for API tests through app.request() (no network port for the app itself).
 *
 *   const ctx = await createTestContext();
 *   afterAll(() => ctx.stop());
 *   const res = await ctx.send('POST', '/api/stocks', { symbol: 'AAPL' }); // as the signed-in admin
 *   const anon = await ctx.request('/api/stocks');                        // as a student
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { startEmbeddedMongo } from '@tradeboard/embedded-mongo';
import { createApp } from '../src/app.js';
import { ensureAdmin } from '../src/auth/bootstrap.js';
import { loadConfig, type Config } from '../src/config.js';
import { openConnection } from '../src/db/connection.js';
import { initModels, type Models } from '../src/db/models/index.js';
import type { AppDeps } from '../src/deps.js';
import type { AppEnv } from '../src/http/env.js';
import { createLogger } from '../src/logger.js';
import { createFileStorage } from '../src/storage/index.js';

export const TEST_ORIGIN = 'http://localhost';
export const TEST_ADMIN = { username: 'admin', password: 'correct horse battery' } as const;

/** A clock tests can hold still or move. Defaults to real time until set. */
export class TestClock {
  private fixed: Date | null = null;
  now = (): Date => (this.fixed ? new Date(this.fixed) : new Date());
  set(date: Date): void {
    this.fixed = new Date(date);
  }
  /** Back to real time. */
  reset(): void {
    this.fixed = null;
  }
  advance(ms: number): void {
    this.fixed = new Date(this.now().getTime() + ms);
  }
}

export interface TestContext {
  app: OpenAPIHono<AppEnv>;
  deps: AppDeps;
  models: Models;
  config: Config;
  clock: TestClock;
  dataDir: string;
  /** Raw request to the app (no cookie, no Origin): what a student or a stranger sends. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Signs in and returns the headers a same-origin browser would send on writes. */
  login(username?: string, password?: string): Promise<{ cookie: string; headers: Record<string, string> }>;
  /** A request as the signed-in admin (same origin); a body is sent as JSON. */
  send(method: string, path: string, body?: unknown, extraHeaders?: Record<string, string>): Promise<Response>;
  stop(): Promise<void>;
}

export interface TestContextOptions {
  /** Extra environment for loadConfig (e.g. REMOTES_FILE, WEB_ROOT, LOGIN_MAX_ATTEMPTS). */
  env?: Record<string, string>;
  /** Screenshot reader for bot analysis (default: the real OCR worker pool). */
  ocr?: AppDeps['ocr'];
  /** Cached reads (off by default: tests writing straight to the database have no change stream here). */
  readCache?: AppDeps['readCache'];
  /** Overload control. */
  overload?: AppDeps['overload'];
}

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tradeboard-api-test-'));
  const mongo = await startEmbeddedMongo({ port: 0 });
  const db = await openConnection(mongo.uri, 'tradeboard_test');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_ROOT: path.join(dataDir, 'web'),
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ...options.env,
  });
  const logger = createLogger(config.logLevel);
  const allModels = await initModels(db);
  await ensureAdmin(db, config, logger);
  const clock = new TestClock();
  const deps: AppDeps = {
    db,
    storage: createFileStorage(config, db),
    clock: clock.now,
    config,
    logger,
    ...(options.ocr ? { ocr: options.ocr } : {}),
    ...(options.readCache ? { readCache: options.readCache } : {}),
    ...(options.overload ? { overload: options.overload } : {}),
  };
  const app = createApp(deps);

  const request = async (target: string, init?: RequestInit) => app.request(target, init);

  const login: TestContext['login'] = async (username = TEST_ADMIN.username, password = TEST_ADMIN.password) => {
    const res = await request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({ username, password }),
    });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    return { cookie, headers: { cookie, origin: TEST_ORIGIN } };
  };

  let adminHeaders: Record<string, string> | undefined;
  const send: TestContext['send'] = async (method, target, body, extraHeaders = {}) => {
    adminHeaders ??= (await login()).headers;
    const headers: Record<string, string> = { ...adminHeaders, ...extraHeaders };
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    return request(target, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  };

  return {
    app,
    deps,
    models: allModels,
    config,
    clock,
    dataDir,
    request,
    login,
    send,
    async stop() {
      await db.close();
      await mongo.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Response bodies in tests are checked by assertions, not by the compiler. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are checked by assertions
export type Json = any;
export const readJson = (res: Response): Promise<Json> => res.json() as Promise<Json>;
