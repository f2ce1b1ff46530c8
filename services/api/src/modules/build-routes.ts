/**
 * Uploading a build folder (issue 26's `npm run deploy -- NAME --dir DIST`), deploy token only:
 * PUT /api/modules/{name}/files/{sha256} stores one file (raw body, streamed; 200 when it was there
 * already), then POST /api/modules/{name}/builds lists the build's files by path and answers its
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
import { badRequest } from '../http/errors.js';
import { errors, json, jsonBody, named } from '../http/openapi.js';
import { createRouter } from '../http/router.js';
import { deployer } from './auth.js';
import { BUILD_FILE_MAX_BYTES, createBuild, storeBuildFile } from './builds.js';

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

export function moduleBuildRoutes(deps: AppDeps) {
  const sessions = sessionStoreFor(deps);
  const { db } = deps;
  const router = createRouter();
  const tokenFor = (c: Parameters<typeof deployer>[0], module: string) =>
    deployer(c, { db, sessions, now: deps.clock(), module, allowAdmin: false });

  // Documented above; handled without zod-openapi's body validator so the body streams.
  router.openAPIRegistry.registerPath(putFile);
  router.put('/modules/:name/files/:sha256', async (c) => {
    const params = FileParams.safeParse(c.req.param());
    if (!params.success) throw badRequest(params.error.issues[0]?.message ?? 'Invalid module or SHA-256');
    const { name, sha256 } = params.data;
    await tokenFor(c, name);
    const body = c.req.raw.body;
    if (!body) throw badRequest('The file is missing: send its bytes as the body');
    const { created, size } = await storeBuildFile(deps, sha256, body);
    return c.json({ sha256, size, created }, created ? 201 : 200);
  });

  router.openapi(postBuild, async (c) => {
    const { name } = c.req.valid('param');
    await tokenFor(c, name);
    const build = await createBuild(deps, name, c.req.valid('json'));
    return c.json(toApi<ModuleBuild>(build), 201);
  });

  return router;
}
