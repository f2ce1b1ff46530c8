/**
 * Uploading a build folder (issue 26's `npm run deploy -- NAME --dir DIST`), deploy token only:
 * GET /api/modules/{name}/files/{sha256} says whether a file is stored already, PUT stores one
 * (raw body, streamed; 200 when it was there already), then POST /api/modules/{name}/builds lists the build's files by path and answers its
 * immutable remoteEntry URL, which is deployed like any other (POST .../deployments, every check).
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  ModuleBuildRequestSchema,
  ModuleBuildSchema,
  ModuleNameSchema,
  Sha256HexSchema,
  type ModuleBuild,
} from '@tradeboard/types';
import { sessionStoreFor } from '../auth/sessions.js';
import type { AppDeps } from '../deps.js';
import { toApi } from '../db/serialize.js';
import { badRequest, notFound } from '../http/errors.js';
import { errors, json, jsonBody, named } from '../http/openapi.js';
import { createRouter } from '../http/router.js';
import { deployer } from './auth.js';
import { BUILD_FILE_MAX_BYTES, createBuild, storeBuildFile, storedBuildFile } from './builds.js';

const Params = z.object({ name: named(ModuleNameSchema, 'ModuleName') });
const FileParams = Params.extend({ sha256: Sha256HexSchema });
const StoredFile = named(
  z.object({ sha256: Sha256HexSchema, size: z.number().int(), created: z.boolean() }),
  'ModuleFileStored',
);

const putFile = createRoute({
  method: 'put',
  path: '/modules/{name}/files/{sha256}',
  tags: ['Modules'],
  security: [{ deployToken: [] }],
  summary: "Store one file of a module's build",
  description:
    `The raw file is the body (at most ${BUILD_FILE_MAX_BYTES / 1024 / 1024} MB); its SHA-256 must be the one in the URL. ` +
    '201 when stored, 200 when the same bytes were stored before (send each file of a build once, then POST the build).',
  request: {
    params: FileParams,
    body: {
      content: { 'application/octet-stream': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } },
      required: true,
    },
  },
  responses: {
    201: json(StoredFile, 'Stored'),
    200: json(StoredFile, 'Stored before'),
    ...errors(400, 401, 403, 413),
  },
});

const getFile = createRoute({
  method: 'get',
  path: '/modules/{name}/files/{sha256}',
  tags: ['Modules'],
  security: [{ deployToken: [] }],
  summary: 'Whether a file of a build is stored',
  description: 'Answers 200 with its size when these bytes were stored before (no need to send them again), else 404.',
  request: { params: FileParams },
  responses: {
    200: json(named(z.object({ sha256: Sha256HexSchema, size: z.number().int() }), 'ModuleFileInfo'), 'Stored'),
    ...errors(401, 403, 404),
  },
});

const postBuild = createRoute({
  method: 'post',
  path: '/modules/{name}/builds',
  tags: ['Modules'],
  security: [{ deployToken: [] }],
  summary: 'Make a build from stored files',
  description:
    'Lists every file of the build folder by relative path and SHA-256 (each stored first with PUT .../files/{sha256}); ' +
    'remoteEntry.js and mf-manifest.json are required. The build is served, immutable, under /modules/{name}/builds/{id}/; ' +
    'deploy its remoteEntryUrl with POST .../deployments. The same files make the same build.',
  request: { params: Params, ...jsonBody(named(ModuleBuildRequestSchema, 'ModuleBuildRequest')) },
  responses: {
    201: json(named(ModuleBuildSchema, 'ModuleBuild'), 'The build'),
    ...errors(400, 401, 403),
  },
});

function fileParams(params: Record<string, string>) {
  const parsed = FileParams.safeParse(params);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid module or SHA-256');
  return parsed.data;
}

export function moduleBuildRoutes(deps: AppDeps) {
  const sessions = sessionStoreFor(deps);
  const { db } = deps;
  const router = createRouter();
  const tokenFor = (c: Parameters<typeof deployer>[0], module: string) =>
    deployer(c, { db, sessions, now: deps.clock(), module, allowAdmin: false });

  // Documented above; handled without zod-openapi's body validator so the body streams.
  router.openAPIRegistry.registerPath(putFile);
  router.put('/modules/:name/files/:sha256', async (c) => {
    await tokenFor(c, c.req.param('name'));
    const { sha256 } = fileParams(c.req.param());
    const body = c.req.raw.body;
    if (!body) throw badRequest('The file is missing: send its bytes as the body');
    const { created, size } = await storeBuildFile(deps, sha256, body);
    return c.json({ sha256, size, created }, created ? 201 : 200);
  });

  // Documented above; the token is checked before the parameters, so strangers learn nothing from a 400.
  router.openAPIRegistry.registerPath(getFile);
  router.get('/modules/:name/files/:sha256', async (c) => {
    await tokenFor(c, c.req.param('name'));
    const { sha256 } = fileParams(c.req.param());
    const stored = await storedBuildFile(deps, sha256);
    if (!stored) throw notFound('These bytes were never sent');
    return c.json({ sha256, size: stored.size }, 200);
  });

  router.openapi(postBuild, async (c) => {
    const { name } = c.req.valid('param');
    await tokenFor(c, name);
    const build = await createBuild(deps, name, c.req.valid('json'));
    return c.json(toApi<ModuleBuild>(build), 201);
  });

  return router;
}
