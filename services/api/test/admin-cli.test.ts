/**
 * Issue 23: `npm run admin -- set-password`, run as a real process (through tsx) against a temp
 * DATA_DIR whose embedded database is running (as when `npm start` is up): it sets the password,
 * ends every session and deletes the generated credentials file; bad input changes nothing.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedMongo } from '@tradeboard/embedded-mongo';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CREDENTIALS_FILE, ensureAdmin } from '../src/auth/bootstrap.js';
import { verifyPassword } from '../src/auth/passwords.js';
import { SessionStore } from '../src/auth/sessions.js';
import { loadConfig } from '../src/config.js';
import { EMBEDDED_DB_NAME, openConnection } from '../src/db/connection.js';
import { initModels, type Models } from '../src/db/models/index.js';
import type { Logger } from '../src/logger.js';
import { API_ROOT, PROCESS_TEST_TIMEOUT_MS, TSX_NODE_FLAGS } from './server-process.js';

let dataDir: string;
let mongo: Awaited<ReturnType<typeof startEmbeddedMongo>>;
let db: Connection;
let models: Models;
const quiet = { warn: () => {}, info: () => {} } as unknown as Logger;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tb-admin-cli-'));
  mongo = await startEmbeddedMongo({ dbPath: path.join(dataDir, 'db'), port: 0 });
  db = await openConnection(mongo.uri, EMBEDDED_DB_NAME);
  models = await initModels(db);
  // No ADMIN_USERNAME / ADMIN_PASSWORD outside production: generated credentials in DATA_DIR.
  await ensureAdmin(db, loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }), quiet);
});
afterAll(async () => {
  await db.close();
  await mongo.stop();
  await rm(dataDir, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runCli(args: string[], stdin: string | null): Promise<Run> {
  const child = spawn(process.execPath, [...TSX_NODE_FLAGS, 'src/admin/cli.ts', ...args], {
    cwd: API_ROOT,
    env: { PATH: process.env.PATH, NODE_ENV: 'development', DATA_DIR: dataDir },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  if (stdin === null) child.stdin.end();
  else child.stdin.end(stdin);
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

const storedHash = async () => (await models.users.findOne({ username: 'admin' }).lean())!.passwordHash;

test(
  'set-password --password-stdin sets the password, ends every session and deletes the generated credentials',
  async () => {
    const sessions = new SessionStore(db, () => new Date(), 60_000);
    const user = (await models.users.findOne({ username: 'admin' }).lean())!;
    await sessions.create({ id: String(user._id), username: 'admin' });
    await sessions.create({ id: String(user._id), username: 'admin' });
    const credentials = path.join(dataDir, CREDENTIALS_FILE);
    expect(existsSync(credentials)).toBe(true);

    const run = await runCli(['set-password', '--password-stdin'], 'the new admin passphrase\n');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Set the password of the admin 'admin' in the running embedded database");
    expect(run.stdout).toContain('Signed out 2 session(s)');
    expect(run.stdout).toContain(`Deleted the generated credentials file ${credentials}`);

    expect(await verifyPassword('the new admin passphrase', await storedHash())).toBe(true);
    expect(await models.sessions.countDocuments()).toBe(0);
    expect(existsSync(credentials)).toBe(false);
  },
  PROCESS_TEST_TIMEOUT_MS,
);

test(
  'a short password, or no terminal without --password-stdin, changes nothing',
  async () => {
    const before = await storedHash();
    const short = await runCli(['set-password', '--password-stdin'], 'elevenchars\n');
    expect(short.code).toBe(1);
    expect(short.stderr.trim()).toBe('Password must be at least 12 characters; nothing was changed.');

    const noTerminal = await runCli(['set-password'], null);
    expect(noTerminal.code).toBe(1);
    expect(noTerminal.stderr).toContain('pass --password-stdin');

    const unknown = await runCli(['reset-everything'], null);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe(
      'Usage: npm run admin -- set-password [--password-stdin]\n       npm run admin -- move-uploads-to-gridfs [--delete]',
    );
    expect(await storedHash()).toBe(before);
  },
  PROCESS_TEST_TIMEOUT_MS,
);
