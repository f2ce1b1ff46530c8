/**
 * Issue 26: `npm run deploy-token -- create NAME|all`, run as a real process against a running
 * embedded database: the token is printed once, on the last line, and only its hash is stored; the
 * token then deploys (is recognised) for its module only. Bad input stores nothing.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedMongo } from '@tradeboard/embedded-mongo';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { EMBEDDED_DB_NAME, openConnection } from '../src/db/connection.js';
import { initModels, type Models } from '../src/db/models/index.js';
import { findDeployToken, hashDeployToken, tokenCovers } from '../src/modules/tokens.js';
import { API_ROOT, PROCESS_TEST_TIMEOUT_MS, TSX_NODE_FLAGS } from './server-process.js';

let dataDir: string;
let mongo: Awaited<ReturnType<typeof startEmbeddedMongo>>;
let db: Connection;
let models: Models;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tb-deploy-token-'));
  mongo = await startEmbeddedMongo({ dbPath: path.join(dataDir, 'db'), port: 0 });
  db = await openConnection(mongo.uri, EMBEDDED_DB_NAME);
  models = await initModels(db);
});
afterAll(async () => {
  await db.close();
  await mongo.stop();
  await rm(dataDir, { recursive: true, force: true });
});

function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [...TSX_NODE_FLAGS, 'src/modules/token-cli.ts', ...args], {
    cwd: API_ROOT,
    env: { PATH: process.env.PATH, NODE_ENV: 'development', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

test(
  'create prints the token once on its last line and stores only its hash',
  async () => {
    const run = await runCli(['create', 'funds', '--name', 'funds-pipeline']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const token = run.stdout.trim().split('\n').at(-1)!;
    expect(token).toMatch(/^tbdeploy_[A-Za-z0-9_-]{40,}$/);
    const stored = await models.deployTokens.find().lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ _id: hashDeployToken(token), name: 'funds-pipeline', module: 'funds' });
    expect(JSON.stringify(stored)).not.toContain(token);
    const found = (await findDeployToken(db, token, new Date()))!;
    expect(tokenCovers(found, 'funds')).toBe(true);
    expect(tokenCovers(found, 'flow')).toBe(false);
    expect(await findDeployToken(db, `${token}x`, new Date())).toBeNull();
  },
  PROCESS_TEST_TIMEOUT_MS,
);

test(
  'an unknown module, a missing one and a taken name store nothing',
  async () => {
    const before = await models.deployTokens.countDocuments();
    const unknown = await runCli(['create', 'news']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("Unknown module 'news'");
    const missing = await runCli(['create']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Usage: npm run deploy-token -- create');
    const taken = await runCli(['create', 'all', '--name', 'funds-pipeline']);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('exists already');
    expect(await models.deployTokens.countDocuments()).toBe(before);
  },
  PROCESS_TEST_TIMEOUT_MS,
);
