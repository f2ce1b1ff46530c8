/**
 * A running server: config -> database -> first admin -> createApp -> HTTP listener, and an orderly
 * stop (stop accepting, finish in-flight requests, close the database, stop the embedded server).
 * server.ts runs it from the environment; tests run it on a temp DATA_DIR.
 */
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app.js';
import { closeSharedOcrPool } from './bot-analysis/shared-pool.js';
import { ensureAdmin } from './auth/bootstrap.js';
import type { Config } from './config.js';
import { makeDataDirPrivate } from './data-dir.js';
import { connectDatabase } from './db/connection.js';
import { initModels } from './db/models/index.js';
import type { AppDeps } from './deps.js';
import { createLogger, type Logger } from './logger.js';
import { createFileStorage, type GridFsStorage, uploadsDirectory } from './storage/index.js';
import { listUploadKeys } from './backup/upload-store.js';
import { startBackupSchedule } from './backup/start-schedule.js';
import { startSnapshotSchedule, type SnapshotSchedule } from './services/snapshot-schedule.js';
import { startLiveUpdates, type LiveUpdates } from './live/index.js';
import { ReadCache } from './http/read-cache.js';
import { OverloadGuard } from './http/overload.js';
import { openAcceptLanes, type AcceptLanes } from './http/accept-lanes.js';
import type { BackupScheduler } from './backup/scheduler.js';

/** How long an idle keep-alive connection stays open (see where the server is made). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** Connections waiting to be accepted while the process is busy (the kernel caps it at somaxconn). */
const LISTEN_BACKLOG = 4096;

export interface RunningServer {
  url: string;
  deps: AppDeps;
  httpServer: Server;
  stop(): Promise<void>;
}

export async function startServer(
  config: Config,
  logger: Logger = createLogger(config.logLevel),
): Promise<RunningServer> {
  await makeDataDirPrivate(config.dataDir);
  const database = await connectDatabase(config, logger);
  let deps: AppDeps;
  let server: Server;
  let backups: BackupScheduler | undefined;
  let snapshots: SnapshotSchedule | undefined;
  let live: LiveUpdates | undefined;
  let overload: OverloadGuard | undefined;
  let lanes: AcceptLanes | undefined;
  // Any failure before we listen (bad admin config, a REMOTES_FILE broken since loadConfig, port in use)
  // releases the database, so the data dir is free for the next attempt.
  try {
    await initModels(database.connection);
    await ensureAdmin(database.connection, config, logger);
    const storage = createFileStorage(config, database.connection);
    if (config.fileStorage === 'gridfs') await warnIfUploadsLeftOnDisk(config, storage as GridFsStorage, logger);
    const leftovers = await storage.removeLeftoverParts();
    if (leftovers > 0) logger.info({ leftovers }, 'removed partial uploads left by an earlier run');
    const readCache = config.readCache ? new ReadCache() : undefined;
    live = startLiveUpdates(database.connection, logger, readCache);
    const guard = new OverloadGuard(config.overload);
    overload = guard;
    deps = {
      db: database.connection,
      storage,
      clock: () => new Date(),
      config,
      logger,
      live: live.hub,
      readCache,
      overload,
    };
    const app = createApp(deps);
    server = await new Promise<Server>((resolve, reject) => {
      // Overload refusals are written before Hono sees the request (overload.ts).
      const listener = createServer(guard.nodeListener(getRequestListener(app.fetch, { hostname: config.host })));
      // Students poll every 5 s: with Node's default 5 s keep-alive their connections closed just
      // before each poll, and under load the reconnects overflowed the accept queue (a dropped SYN is
      // retried after 1, 3, 7, 15 s: the 20 s waits the students bench saw). Longer than the 60 s a
      // load balancer commonly keeps an idle connection, so the balancer closes first.
      listener.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      listener.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
      listener.once('error', reject);
      listener.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG }, () => resolve(listener));
    });
    lanes = await openAcceptLanes(server, config.acceptLanes, LISTEN_BACKLOG).catch((error: unknown) => {
      // A machine that forbids the helper process still serves, one accept per turn.
      logger.warn({ err: error }, 'accept lanes unavailable: accepting one connection per event-loop turn');
      return undefined;
    });
    backups = await startBackupSchedule(deps);
    snapshots = await startSnapshotSchedule(deps);
  } catch (error) {
    await lanes?.close();
    overload?.stop();
    snapshots?.stop();
    await backups?.stop();
    await live?.stop();
    await database.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const displayHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${displayHost}:${port}`;
  logger.info({ url, database: database.kind, pid: process.pid }, 'Tradeboard API listening');

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          logger.warn('shutdown timeout: closing remaining connections');
          server.closeAllConnections();
        }, config.shutdownTimeoutMs);
        timer.unref();
        // Keep-alive sockets with no request in flight would hold close() open until their timeout:
        // close them now and whenever an in-flight request finishes.
        const sweeper = setInterval(() => server.closeIdleConnections(), 50);
        // Open event streams never end by themselves: close them so in-flight requests can finish.
        live?.hub.closeAll();
        // The lanes' connections are the server's (closed idle by it), but each lane counts its own.
        const closed = [new Promise<void>((done) => server.close(() => done())), lanes?.close()];
        void Promise.all(closed).then(() => {
          clearTimeout(timer);
          clearInterval(sweeper);
          resolve();
        });
        server.closeIdleConnections();
      });
      await closeSharedOcrPool();
      snapshots?.stop();
      await backups?.stop();
      await live?.stop();
      overload?.stop();
      await database.close();
      logger.info('stopped');
    })());

  return { url, deps, httpServer: server, stop };
}

/** Files on disk but none in GridFS: most likely a server that just switched (the default with MONGODB_URI). */
async function warnIfUploadsLeftOnDisk(config: Config, storage: GridFsStorage, logger: Logger): Promise<void> {
  const onDisk = (await listUploadKeys(uploadsDirectory(config))).length;
  if (onDisk === 0 || (await storage.listKeys()).length > 0) return;
  logger.warn(
    { filesOnDisk: onDisk },
    'uploads are served from GridFS, which holds none, but DATA_DIR/uploads has files: move them with `npm run admin -- move-uploads-to-gridfs` (or set FILE_STORAGE=disk)',
  );
}
