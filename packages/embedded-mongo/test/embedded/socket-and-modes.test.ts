/**
 * The embedded server as the product runs it: on a Unix socket only its own user can open, with
 * every file of its data directory private to that user.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedMongo, type EmbeddedMongo } from '../../src/index.js';

const modeOf = (path: string): number => statSync(path).mode & 0o777;

/** Tries to connect to the socket as another user (nobody); resolves with the error code it got. */
function connectAsNobody(socketPath: string): Promise<string> {
  const code = `require('net').connect(${JSON.stringify(socketPath)})
    .on('connect', () => { console.log('CONNECTED'); process.exit(0); })
    .on('error', (error) => { console.log(error.code); process.exit(0); });`;
  const child = spawn(process.execPath, ['-e', code], { uid: 65534, gid: 65534, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve) => child.on('exit', () => resolve(out.trim())));
}

describe('Unix socket and file modes', () => {
  // Capital letters in the path: the driver must not lowercase it (see socketUri).
  const root = mkdtempSync(join(tmpdir(), 'em-Sock-'));
  const dbPath = join(root, 'db');
  const socketPath = join(dbPath, 'embedded-mongo.sock');
  let server: EmbeddedMongo;
  beforeAll(async () => {
    server = await startEmbeddedMongo({ dbPath, socketPath });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the driver on the socket, as a replica set member addressed by the socket path, with no TCP port', async () => {
    expect(server.port).toBe(0);
    expect(server.uri).toBe(`mongodb://${encodeURIComponent(socketPath)}/?directConnection=true`);
    // What a tool (npm run backup) reads to find the running server (runningServerUri, for other processes).
    expect(readFileSync(join(dbPath, 'embedded-mongo.port'), 'utf8')).toBe(server.uri);
    const client = await MongoClient.connect(server.uri);
    try {
      const hello = await client.db('sockets').admin().command({ hello: 1 });
      expect(hello.me).toBe(socketPath);
      await client.db('sockets').collection('c').insertOne({ a: 1 });
      const session = client.startSession();
      await session.withTransaction(() => client.db('sockets').collection('c').insertOne({ a: 2 }, { session }));
      await session.endSession();
      expect(await client.db('sockets').collection('c').countDocuments({})).toBe(2);
    } finally {
      await client.close();
    }
  });

  it('keeps the data directory 0700 and the socket and every file in it 0600', () => {
    expect(modeOf(dbPath)).toBe(0o700);
    const names = readdirSync(dbPath);
    expect(names).toEqual(
      expect.arrayContaining(['embedded-mongo.sock', 'embedded-mongo.lock', 'embedded-mongo.port']),
    );
    expect(names.some((name) => name.startsWith('journal-'))).toBe(true);
    for (const name of names) expect({ name, mode: modeOf(join(dbPath, name)) }).toEqual({ name, mode: 0o600 });
  });

  // Switching to another user needs root (CI runs as root); as any other user the modes above are the proof.
  it.runIf(process.getuid?.() === 0)(
    'refuses another local user, even when the directory is opened to them',
    async () => {
      chmodSync(root, 0o755);
      expect(await connectAsNobody(socketPath)).toBe('EACCES'); // the 0700 directory
      chmodSync(dbPath, 0o711);
      try {
        expect(await connectAsNobody(socketPath)).toBe('EACCES'); // the 0600 socket itself
      } finally {
        chmodSync(dbPath, 0o700);
      }
    },
  );
});

describe('idle transactions', () => {
  it('aborts a transaction left open longer than its lifetime', async () => {
    const server = await startEmbeddedMongo({ transactionLifetimeMs: 200 });
    const client = await MongoClient.connect(`${server.uri}/idle`);
    try {
      const session = client.startSession();
      session.startTransaction();
      await client.db().collection('c').insertOne({ left: 'open' }, { session });
      const open = async () =>
        ((await client.db().admin().command({ serverStatus: 1 })) as { transactions: { currentOpen: number } })
          .transactions.currentOpen;
      expect(await open()).toBe(1);
      await expect.poll(open, { timeout: 10_000 }).toBe(0);
      await expect(session.commitTransaction()).rejects.toMatchObject({ code: 251 });
      await session.endSession();
      expect(await client.db().collection('c').countDocuments({})).toBe(0);
    } finally {
      await client.close();
      await server.stop();
    }
  });
});
