/**
 * createApp(deps): the whole HTTP surface as a Hono app, with no network of its own (tests call
 * app.request(); server.ts wires it to a port).
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { JSON_BODY_LIMIT_BYTES } from './http/limits.js';
import { completeDocument } from './http/openapi-document.js';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from './deps.js';
import { sessionStoreFor } from './auth/sessions.js';
import { docsRoutes } from './http/docs-page.js';
import type { AppEnv } from './http/env.js';
import { ApiError, createErrorHandler } from './http/errors.js';
import { requestLog } from './http/request-log.js';
import { securityHeaders } from './http/security-headers.js';
import { validationHook } from './http/validation.js';
import { isSignedUploadWrite, objectUploadRoutes, uploadRoutes, uploadServingRoutes } from './files/index.js';
import { isDeployTokenWrite, writeGuard } from './http/write-guard.js';
import { CACHED_READS } from './http/cached-reads.js';
import { writeInvalidation } from './http/read-cache.js';
import { activityRoutes } from './routes/activity.js';
import { flowHoldingRoutes } from './routes/flow-holdings.js';
import { holdingRoutes } from './routes/holdings.js';
import { manualPnlRoutes } from './routes/manual-pnl.js';
import { nextSessionTradeRoutes } from './routes/next-session-trades.js';
import { optionRoutes } from './routes/options.js';
import { portfolioHistoryRoutes } from './routes/portfolio-history.js';
import { portfolioMetricsRoutes } from './routes/portfolio-metrics.js';
import { unusualFlowRoutes } from './routes/unusual-flow.js';
import { authRoutes } from './routes/auth.js';
import { botAnalysisRoutes } from './routes/bot-analysis.js';
import { backupRoutes } from './backup/routes.js';
import { eventRoutes } from './routes/events.js';
import { restoreRoutes } from './routes/restore.js';
import { libraryRoutes } from './routes/library/index.js';
import { stockRoutes } from './routes/stocks.js';
import { activeModules } from './modules/registry.js';
import { moduleRoutes } from './modules/routes.js';
import { moduleBuildRoutes } from './modules/build-routes.js';
import { buildServingRoutes } from './modules/build-serving.js';
import { createRemotesManifestSource } from './web/remotes-manifest.js';
import { webRoutes } from './web/web-routes.js';

/**
 * Route groups mounted under /api. To add one: write src/routes/<domain>.ts exporting
 * `<domain>Routes(deps)` and add ONE line here (see src/routes/README.md).
 */
const apiRouteGroups: Array<(deps: AppDeps) => OpenAPIHono<AppEnv>> = [
  authRoutes,
  stockRoutes,
  botAnalysisRoutes,
  libraryRoutes,
  uploadRoutes,
  objectUploadRoutes,
  holdingRoutes,
  optionRoutes,
  manualPnlRoutes,
  activityRoutes,
  flowHoldingRoutes,
  unusualFlowRoutes,
  nextSessionTradeRoutes,
  portfolioMetricsRoutes,
  portfolioHistoryRoutes,
  backupRoutes,
  eventRoutes,
  restoreRoutes,
  moduleBuildRoutes,
];

export function createApp(deps: AppDeps): OpenAPIHono<AppEnv> {
  const { config, logger } = deps;
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const remotes = createRemotesManifestSource(config, logger, () => activeModules(deps.db));

  app.onError(createErrorHandler(logger));
  // First: a refusal must cost as little as possible.
  // Only the API: the page and module files come from memory, and a page refused its JavaScript is worse than a slow one.
  if (deps.overload) app.use('/api/*', deps.overload.middleware());
  app.use('*', requestLog(logger));
  app.use(
    '*',
    securityHeaders(() => remotes.origins(), config.trustProxy),
  );

  app.use('/api/*', async (c, next) => {
    c.set('session', null);
    if (c.req.header('content-type')?.toLowerCase().includes('json')) {
      return bodyLimit({
        maxSize: JSON_BODY_LIMIT_BYTES,
        onError: () => {
          throw new ApiError(413, 'Request body too large');
        },
      })(c, next);
    }
    return next();
  });
  app.use(
    '/api/*',
    writeGuard(sessionStoreFor(deps), {
      allowedOrigins: config.allowedOrigins,
      trustProxy: config.trustProxy,
      isSignedWrite: isSignedUploadWrite(deps.db),
      isTokenWrite: isDeployTokenWrite,
    }),
  );

  if (deps.readCache) {
    app.use('/api/*', writeInvalidation(deps.readCache));
    app.use('/api/*', deps.readCache.middleware(CACHED_READS, deps.clock));
  }
  // After the read cache, so only requests that reach a handler wait for an event-loop turn.
  if (deps.overload) app.use('/api/*', deps.overload.pacing());

  for (const group of apiRouteGroups) app.route('/api', group(deps));
  // The deploy API fetches builds uploaded to this server from the app itself, not over the network.
  app.route(
    '/api',
    moduleRoutes(deps, async (request) => app.fetch(request)),
  );

  app.openAPIRegistry.registerComponent('securitySchemes', 'cookieAuth', {
    type: 'apiKey',
    in: 'cookie',
    name: 'tb_session',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'deployToken', {
    type: 'http',
    scheme: 'bearer',
    description: 'A deploy token made with `npm run deploy-token -- create MODULE|all` (the deploy API only)',
  });
  const documentConfig = {
    openapi: '3.1.0',
    info: {
      title: 'Tradeboard API',
      version: '1.0.0',
      license: { name: 'Proprietary (private project, not licensed for reuse)', identifier: 'LicenseRef-Proprietary' },
      description:
        'Reads (GET) are public, except those marked with cookieAuth (bot analysis, backups), and library lists give students published items only. ' +
        'Every other method needs the admin session cookie (POST /api/auth/login) and a same-origin request (Origin header). ' +
        'Errors are JSON {message, issues?}. Dates are ISO strings; calendar dates are MM/DD/YYYY. Every document has a string id.',
    },
  };
  // One completed document per app: the routes are all registered by now.
  let document: ReturnType<typeof app.getOpenAPI31Document> | undefined;
  const openApiDocument = () =>
    (document ??= completeDocument(app.getOpenAPI31Document(documentConfig), { serverUrl: '/' }));
  app.get('/api/openapi.json', (c) => c.json(openApiDocument()));
  app.route('/', docsRoutes());

  app.all('/api/*', (c) => c.json({ message: `No API route ${c.req.method} ${c.req.path}` }, 404));
  app.route('/', uploadServingRoutes(deps));
  app.route('/', buildServingRoutes(deps));
  // A page's first reads are answered inside it, by the app itself as an anonymous visitor (the
  // admin's page also says who is signed in, read with that visitor's session cookie).
  app.route('/', webRoutes({ webRoot: config.webRoot, remotes, readApi: async (url, init) => app.request(url, init) }));
  app.notFound((c) => c.json({ message: 'Not found' }, 404));

  return app;
}
