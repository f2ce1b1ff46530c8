/**
 * Shared by the bench scripts: the built API (dist/) on 127.0.0.1 with an in-memory embedded
 * MongoDB and a temp DATA_DIR, in this process.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

export const BENCH_ADMIN = { username: 'bench', password: 'bench-password' };

export function listen(fetch) {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({ server, url: `http://127.0.0.1:${info.port}`, close: () => new Promise((done) => server.close(done)) }),
    );
    server.once('error', reject);
  });
}

/**
 * `options.cache`: cached serialised reads on (a ReadCache, as the server runs); `options.live`: the
 * change stream and live hub running (GET /api/events, and the cache dropped by change events);
 * `options.overload`: overload control as the server runs it; `options.env`: extra configuration.
 */
export async function startBenchApi(options = {}) {
  if (!existsSync(path.join(dist, 'app.js'))) {
    console.error(
      'services/api/dist is missing: run `npm run build` at the repository root first (or `npm run bench` there, which builds).',
    );
    process.exit(1);
  }
  const { startEmbeddedMongo } = await import('@tradeboard/embedded-mongo');
  const { createApp } = await import(path.join(dist, 'app.js'));
  const { loadConfig } = await import(path.join(dist, 'config.js'));
  const { openConnection } = await import(path.join(dist, 'db/connection.js'));
  const { initModels } = await import(path.join(dist, 'db/models/index.js'));
  const { ensureAdmin } = await import(path.join(dist, 'auth/bootstrap.js'));
  const { createLogger } = await import(path.join(dist, 'logger.js'));
  const { createFileStorage } = await import(path.join(dist, 'storage/index.js'));

  const dataDir = await mkdtemp(path.join(tmpdir(), 'tradeboard-api-bench-'));
  const mongo = await startEmbeddedMongo({ port: 0 });
  const db = await openConnection(mongo.uri, 'tradeboard_bench');
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_ROOT: path.join(dataDir, 'web'),
    ADMIN_USERNAME: BENCH_ADMIN.username,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    ...options.env,
  });
  const logger = createLogger('silent');
  const models = await initModels(db);
  await ensureAdmin(db, config, logger);
  const { ReadCache } = await import(path.join(dist, 'http/read-cache.js'));
  const { OverloadGuard } = await import(path.join(dist, 'http/overload.js'));
  const { startLiveUpdates } = await import(path.join(dist, 'live/index.js'));
  const readCache = options.cache ? new ReadCache() : undefined;
  const live = options.live ? startLiveUpdates(db, logger, readCache) : undefined;
  const overload = options.overload ? new OverloadGuard(config.overload) : undefined;
  const deps = { db, storage: createFileStorage(config), clock: () => new Date(), config, logger };
  const app = createApp({ ...deps, readCache, live: live?.hub, overload });
  const http = await listen(app.fetch);
  // The same API without the cache, on the same database: the cold figures of the same run.
  const uncachedApp = options.cache ? createApp(deps) : app;
  const uncached = options.cache ? await listen(uncachedApp.fetch) : undefined;
  return {
    app,
    uncachedApp,
    uncachedUrl: uncached?.url,
    models,
    dataDir,
    readCache,
    overload,
    url: http.url,
    async stop() {
      overload?.stop();
      await live?.stop();
      await uncached?.close();
      await http.close();
      await db.close();
      await mongo.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
