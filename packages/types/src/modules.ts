/** The deploy API (/api/modules): deployments, deploy requests and rollbacks. */
import { z } from 'zod';
import { IsoDateTimeSchema } from './common.js';
import { DEPLOY_CHECKS, DEPLOYMENT_STATUSES } from './core/modules.js';
import { REMOTE_NAMES } from './core/remotes.js';

export const ModuleNameSchema = z.enum(REMOTE_NAMES).meta({ description: 'A remote module', example: 'funds' });

/** A release name as CI pipelines write them: 1.4.0, 2026.11.26-3, 1.4.0+sha.abc123. */
export const ModuleVersionSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]*$/, 'must be letters, digits and . + _ - (e.g. 1.4.0)')
  .meta({ example: '1.4.0' });

export const DeployRequestSchema = z
  .object({
    version: ModuleVersionSchema,
    remoteEntryUrl: z
      .string()
      .trim()
      .max(2000)
      .regex(/^(https?:\/\/\S+|\/\S*)$/, 'must be an http(s) URL or a path starting with /')
      .meta({ example: '/modules/funds/remoteEntry.js' }),
  })
  .strict();
export type DeployRequest = z.infer<typeof DeployRequestSchema>;

export const RollbackRequestSchema = z
  .object({ version: ModuleVersionSchema.optional().meta({ description: 'Default: the previous version' }) })
  .strict();
export type RollbackRequest = z.infer<typeof RollbackRequestSchema>;

export const ModuleDeploymentSchema = z.object({
  id: z.string(),
  module: ModuleNameSchema,
  version: z.string(),
  remoteEntryUrl: z.string(),
  integrity: z.string().nullable().meta({ description: 'Subresource Integrity of remoteEntry.js (sha384-...)' }),
  manifest: z
    .record(z.string(), z.unknown())
    .nullable()
    .meta({ description: 'The mf-manifest.json the build was made with' }),
  deployedBy: z.string().meta({ description: 'The deploy token name, or "admin" for a rollback from the dashboard' }),
  deployedAt: IsoDateTimeSchema,
  status: z.enum(DEPLOYMENT_STATUSES),
  check: z.enum(DEPLOY_CHECKS).nullable().meta({ description: 'The check that refused a rejected deployment' }),
  reason: z.string().nullable(),
});
export type ModuleDeployment = z.infer<typeof ModuleDeploymentSchema>;

export const ModuleStatusSchema = z.object({
  module: ModuleNameSchema,
  active: ModuleDeploymentSchema.nullable().meta({ description: 'null: the default build served by this server' }),
  history: z.array(ModuleDeploymentSchema).meta({ description: 'Newest first (at most 50)' }),
});
export const ModulesListSchema = z.array(ModuleStatusSchema);
export type ModuleStatus = z.infer<typeof ModuleStatusSchema>;

/** A refused deploy: 422 with the check that failed. */
export const DeployRefusalSchema = z.object({ message: z.string(), check: z.enum(DEPLOY_CHECKS) });

/**
 * Builds uploaded to this server (`npm run deploy -- NAME --dir DIST`): each file is sent once by
 * its SHA-256 (PUT /api/modules/{name}/files/{sha256}), then the build lists them by path (POST
 * /api/modules/{name}/builds) and is served, immutable, under /modules/{name}/builds/{id}/.
 */
export const Sha256HexSchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 in 64 lower-case hex digits')
  .meta({ example: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' });

/** A path inside a build folder: segments of letters, digits and . _ - (no '..', no leading '/'). */
export const BuildFilePathSchema = z
  .string()
  .max(300)
  .regex(
    /^(?!.*(^|\/)\.\.?(\/|$))[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/,
    "must be a relative path of letters, digits and . _ - (no '..')",
  )
  .meta({ example: 'static/js/123.abc.js' });

export const ModuleBuildFileSchema = z.object({
  path: BuildFilePathSchema,
  sha256: Sha256HexSchema,
});

/** At most 2,000 files; remoteEntry.js and mf-manifest.json must be among them. */
export const ModuleBuildRequestSchema = z
  .object({ files: z.array(ModuleBuildFileSchema).min(1).max(2000) })
  .strict()
  .refine((build) => new Set(build.files.map((file) => file.path)).size === build.files.length, {
    message: 'each path may be listed once',
    path: ['files'],
  });
export type ModuleBuildRequest = z.infer<typeof ModuleBuildRequestSchema>;

/** A stored file of a build (module_files): its content address and where the bytes are. */
export const ModuleFileSchema = z.object({
  id: Sha256HexSchema,
  key: z.string().min(1),
  size: z.number().int().nonnegative(),
  createdAt: IsoDateTimeSchema,
});
export type ModuleFile = z.infer<typeof ModuleFileSchema>;

/** A build (module_builds): its id is the hash of its file list, so the same folder is the same build. */
export const ModuleBuildSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/),
  module: ModuleNameSchema,
  files: z.array(ModuleBuildFileSchema),
  remoteEntryUrl: z.string().meta({ example: '/modules/funds/builds/0f3a.../remoteEntry.js' }),
  createdAt: IsoDateTimeSchema,
});
export type ModuleBuild = z.infer<typeof ModuleBuildSchema>;
