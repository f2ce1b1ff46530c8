/**
 * The server: accepts connections on 127.0.0.1 (TCP) or on a Unix socket and wires them to the
 * engine, the sessions and storage.
 */
import { chmod, unlink } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { ChangeStreams } from './changes/changeStreams.js';
import { CursorManager } from './cursors.js';
import { Connection } from './connection.js';
import type { ServerInfo } from './commands/context.js';
import { Engine } from './storage/engine.js';
import type { JournalOp } from './storage/ops.js';
import { openStorage, type Storage } from './storage/durability.js';
import { TtlMonitor } from './storage/ttl.js';
import { removeServerAddress, socketUri, writeServerAddress } from './serverAddress.js';
import { SessionRegistry } from './transactions/sessions.js';
import { WriteLock } from './writeLock.js';

export interface EmbeddedMongoOptions {
  /** Data directory; omitted means everything stays in memory. */
  dbPath?: string;
  /** TCP port on 127.0.0.1; 0 (the default) picks a free port. Ignored when `socketPath` is set. */
  port?: number;
  /**
   * Listen on this Unix socket instead of TCP, with mode 0600: only the owning user can connect
   * (a TCP port on loopback is open to every local process). At most 100 bytes (the kernel's limit).
   */
  socketPath?: string;
  /** An open transaction idle longer than this is aborted (MongoDB's transactionLifetimeLimitSeconds: 60). */
  transactionLifetimeMs?: number;
  /** How often expired TTL documents are removed (MongoDB: 60 s). */
  ttlMonitorIntervalMs?: number;
  /** Idle server-side cursors are closed after this long (MongoDB: 10 minutes). */
  cursorTimeoutMs?: number;
  /** The journal is compacted into a snapshot once it grows past this many bytes. */
  compactThresholdBytes?: number;
}

export interface EmbeddedMongo {
  /** `mongodb://127.0.0.1:<port>`, or `mongodb://<socket path, URI-encoded>` */
  uri: string;
  /** The TCP port; 0 when listening on a Unix socket. */
  port: number;
  /** The Unix socket's path, when listening on one. */
  socketPath: string | undefined;
  stop(): Promise<void>;
}

/** The longest Unix socket path every platform accepts (Linux: 107 bytes, macOS: 103). */
const MAX_SOCKET_PATH = 100;

export async function startEmbeddedMongo(options: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  const engine = new Engine();
  const storage: Storage = await openStorage(engine, options);
  const cursors = new CursorManager(options.cursorTimeoutMs ?? 10 * 60_000);
  const writeLock = new WriteLock();
  const sessions = new SessionRegistry(engine, options.transactionLifetimeMs ?? 60_000);
  const changeStreams = new ChangeStreams(engine, options.cursorTimeoutMs ?? 10 * 60_000);
  const socketPath = options.socketPath;
  // Every change gets its cluster time, reaches the journal, then (durable) the change streams.
  const commit = async (ops: JournalOp[]): Promise<void> => {
    engine.stamp(ops);
    await storage.commit(ops);
    engine.publish(ops);
  };
  const ttl = new TtlMonitor(engine, commit, options.ttlMonitorIntervalMs ?? 60_000, () => writeLock.count > 0);
  const sockets = new Set<Socket>();
  let nextConnectionId = 1;
  let port = 0;
  const info: ServerInfo = {
    startedAt: Date.now(),
    host: '127.0.0.1',
    port: () => port,
    address: () => socketPath ?? `127.0.0.1:${port}`,
    dbPath: options.dbPath,
  };

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    const context = {
      engine,
      cursors,
      connectionId: nextConnectionId++,
      server: info,
      writeLock,
      sessions,
      changeStreams,
    };
    new Connection(socket, context, commit, () => sockets.delete(socket));
  });

  try {
    if (socketPath !== undefined) await listenOnSocket(server, socketPath);
    else
      port = await new Promise<number>((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port ?? 0, '127.0.0.1', () => {
          server.off('error', reject);
          const address = server.address();
          resolve(typeof address === 'object' && address ? address.port : 0);
        });
      });
  } catch (error) {
    ttl.stop();
    cursors.close();
    changeStreams.close();
    sessions.close();
    await storage.close();
    throw error;
  }
  // After listening, an accept error (e.g. out of file descriptors) must not crash the host process.
  server.on('error', (error) => process.emitWarning(`embedded-mongo: ${error.message}`));
  ttl.start();
  const uri = socketPath !== undefined ? socketUri(socketPath) : `mongodb://127.0.0.1:${port}`;
  if (options.dbPath) await writeServerAddress(options.dbPath, uri);

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      ttl.stop();
      writeLock.releaseAll();
      if (options.dbPath) await removeServerAddress(options.dbPath);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
      cursors.close();
      changeStreams.close();
      sessions.close();
      await storage.close();
      if (socketPath !== undefined) await unlink(socketPath).catch(() => undefined);
    })();
    return stopping;
  };

  return { uri, port, socketPath, stop };
}

/**
 * Listens on a Unix socket readable and writable by this user only. The socket is created under a
 * umask that leaves it 0600 from the first moment (a chmod after listen would leave a short window),
 * and chmod'ed again in case the platform ignores the umask for sockets.
 */
async function listenOnSocket(server: Server, socketPath: string): Promise<void> {
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    throw new Error(
      `embedded-mongo: the socket path ${socketPath} is longer than ${MAX_SOCKET_PATH} bytes; use a shorter data directory`,
    );
  }
  // A socket file left by a process that died (the data-directory lock already proved it is gone).
  await unlink(socketPath).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  // listen() binds synchronously (outside cluster workers), so the umask is back before anything else runs.
  const previousUmask = process.umask(0o177);
  let listening: Promise<void>;
  try {
    listening = new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } finally {
    process.umask(previousUmask);
  }
  await listening;
  await chmod(socketPath, 0o600);
}
