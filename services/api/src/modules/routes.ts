/**
 * The deploy API (issue 26): GET /api/modules, POST /api/modules/{name}/deployments (deploy token
 * only; checks, then the switch) and POST /api/modules/{name}/rollback (token or admin).
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  DeployRefusalSchema,
  DeployRequestSchema,
  ModuleDeploymentSchema,
  ModuleNameSchema,
  ModulesListSchema,
  RollbackRequestSchema,
} from '@tradeboard/types';
import { sessionStoreFor } from '../auth/sessions.js';
import type { AppDeps } from '../deps.js';
import { ApiError } from '../http/errors.js';
import { errors, json, jsonBody, named } from '../http/openapi.js';
import { ownOrigin } from '../http/origin.js';
import { createRouter } from '../http/router.js';
import { deployer } from './auth.js';
import { checkBuild, DeployRefused } from './checks.js';
import type { Fetcher } from './fetch-limited.js';
import { listModules, recordRejected, rollback, switchTo } from './registry.js';
import { shellSharedVersions } from './shell-shared.js';

const tokenOrAdmin: Array<Record<string, string[]>> = [{ deployToken: [] }, { cookieAuth: [] }];
const NameParams = z.object({ name: named(ModuleNameSchema, 'ModuleName') });
const Deployment = named(ModuleDeploymentSchema, 'ModuleDeployment');

const list = createRoute({
  method: 'get',
  path: '/modules',
  tags: ['Modules'],
  security: tokenOrAdmin,
  summary: 'Each module: the active deployment and its history',
  responses: {
    200: json(named(ModulesListSchema, 'ModulesList'), 'Every remote module, newest history first'),
    ...errors(401),
  },
});

const deploy = createRoute({
  method: 'post',
  path: '/modules/{name}/deployments',
  tags: ['Modules'],
  security: [{ deployToken: [] }],
  summary: 'Deploy a build of a module',
  description:
    'Checks the build (allow-list of hosts, remoteEntry.js answers 200 with JavaScript, mf-manifest.json names the module and ' +
    "the contract version, shared singletons within the shell's ranges, the container loads and exposes every view), then makes it " +
    'the active version in one write; open pages load it at their next tab change. A refusal is a 422 naming the check, ' +
    'kept in the history as rejected; the active version stays. Needs a deploy token for this module or all; a session cookie is refused.',
  request: { params: NameParams, ...jsonBody(named(DeployRequestSchema, 'DeployRequest')) },
  responses: {
    201: json(Deployment, 'Deployed: now the active version'),
    422: json(named(DeployRefusalSchema, 'DeployRefusal'), 'A check refused the build; nothing was switched'),
    ...errors(401, 403),
  },
});

const rollbackRoute = createRoute({
  method: 'post',
  path: '/modules/{name}/rollback',
  tags: ['Modules'],
  security: tokenOrAdmin,
  summary: 'Roll a module back',
  description:
    'To `version` (its latest good deployment), or to the version active before the current one; with no earlier deployment, ' +
    'to the default build this server serves (`active` null). The checks are not run again: the recorded integrity still guards the browser.',
  request: { params: NameParams, ...jsonBody(named(RollbackRequestSchema, 'RollbackRequest')) },
  responses: {
    200: json(
      named(z.object({ active: Deployment.nullable() }), 'RollbackResult'),
      'The deployment now active (null: the default build)',
    ),
    ...errors(401, 404),
  },
});

/** `selfFetch` answers URLs on this server's own origin without a network round trip (builds uploaded here). */
export function moduleRoutes(deps: AppDeps, selfFetch: (request: Request) => Promise<Response>) {
  const sessions = sessionStoreFor(deps);
  const { db, config } = deps;
  const router = createRouter();

  router.openapi(list, async (c) => {
    await deployer(c, { db, sessions, now: deps.clock(), allowAdmin: true });
    return c.json(await listModules(db), 200);
  });

  router.openapi(deploy, async (c) => {
    const { name } = c.req.valid('param');
    const body = c.req.valid('json');
    const now = deps.clock();
    const by = await deployer(c, { db, sessions, now, module: name, allowAdmin: false });
    const self = ownOrigin(c, config.trustProxy) ?? new URL(c.req.url).origin;
    const entryUrl = new URL(body.remoteEntryUrl, `${self}/`).href;
    const fetcher: Fetcher = (url, init) =>
      new URL(url).origin === self ? selfFetch(new Request(url, init)) : fetch(url, init);
    const record = {
      module: name,
      version: body.version,
      remoteEntryUrl: body.remoteEntryUrl,
      deployedBy: by,
      deployedAt: now,
    };
    try {
      const checked = await checkBuild({
        module: name,
        entryUrl,
        allowedOrigins: [self, ...config.moduleHosts],
        shellShared: await shellSharedVersions(config.webRoot),
        fetcher,
        timeoutMs: config.deployCheckTimeoutMs,
      });
      const deployed = await switchTo(db, {
        ...record,
        integrity: checked.integrity,
        manifest: { ...checked.manifest },
      });
      deps.logger.info({ module: name, version: body.version, by }, 'module deployed');
      return c.json(deployed, 201);
    } catch (error) {
      if (!(error instanceof DeployRefused)) throw error;
      await recordRejected(db, record, error);
      deps.logger.warn({ module: name, version: body.version, by, check: error.check }, 'module deploy refused');
      throw new ApiError(422, `${error.check}: ${error.message}`, undefined, undefined, { check: error.check });
    }
  });

  router.openapi(rollbackRoute, async (c) => {
    const { name } = c.req.valid('param');
    const { version } = c.req.valid('json');
    const now = deps.clock();
    const by = await deployer(c, { db, sessions, now, module: name, allowAdmin: true });
    const active = await rollback(db, name, { ...(version !== undefined ? { version } : {}), by, now });
    deps.logger.info({ module: name, version: active?.version ?? 'default', by }, 'module rolled back');
    return c.json({ active }, 200);
  });

  return router;
}
