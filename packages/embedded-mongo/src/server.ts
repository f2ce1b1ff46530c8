/** The TCP server: accepts connections on 127.0.0.1 and wires them to the engine and storage. */
import { createServer, type Server, type Socket } from 'node:net';
import { CursorManager } from './cursors.js';
import { Connection } from './connection.js';
import type { ServerInfo } from './commands/context.js';
import { Engine } from './storage/engine.js';
import { openStorage, type Storage } from './storage/storage.js';
import { TtlMonitor } from './storage/ttl.js';
import { removeServerAddress, writeServerAddress } from './serverAddress.js';
import { WriteLock } from './writeLock.js';

export interface EmbeddedMongoOptions {
  /** Data directory; omitted means everything stays in memory. */
  dbPath?: string;
  /** TCP port on 127.0.0.1; 0 (the default) picks a free port. */
  port?: number;
  /** How often expired TTL documents are removed (MongoDB: 60 s). */
  ttlMonitorIntervalMs?: number;
  /** Idle server-side cursors are closed after this long (MongoDB: 10 minutes). */
  cursorTimeoutMs?: number;
  /** The journal is compacted into a snapshot once it grows past this many bytes. */
  compactThresholdBytes?: number;
}

export interface EmbeddedMongo {
  /** `mongodb://127.0.0.1:<port>` */
  uri: string;
  port: number;
  stop(): Promise<void>;
}

export async function startEmbeddedMongo(options: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  const engine = new Engine();
  const storage: Storage = await openStorage(engine, options);
  const cursors = new CursorManager(options.cursorTimeoutMs ?? 10 * 60_000);
  const writeLock = new WriteLock();
  const ttl = new TtlMonitor(
    engine,
    (ops) => storage.commit(ops),
    options.ttlMonitorIntervalMs ?? 60_000,
    () => writeLock.count > 0,
  );
  const sockets = new Set<Socket>();
  let nextConnectionId = 1;
  let port = 0;
  const info: ServerInfo = { startedAt: Date.now(), host: '127.0.0.1', port: () => port, dbPath: options.dbPath };

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    const context = { engine, cursors, connectionId: nextConnectionId++, server: info, writeLock };
    new Connection(
      socket,
      context,
      (ops) => storage.commit(ops),
      () => sockets.delete(socket),
    );
  });

  try {
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
    await storage.close();
    throw error;
  }
  // After listening, an accept error (e.g. out of file descriptors) must not crash the host process.
  server.on('error', (error) => process.emitWarning(`embedded-mongo: ${error.message}`));
  ttl.start();
  if (options.dbPath) await writeServerAddress(options.dbPath, port);

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
      await storage.close();
    })();
    return stopping;
  };

  return { uri: `mongodb://127.0.0.1:${port}`, port, stop };
}
