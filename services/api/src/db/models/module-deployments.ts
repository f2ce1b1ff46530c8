import type { Connection } from 'mongoose';
import { type DEPLOY_CHECKS, DEPLOYMENT_STATUSES, REMOTE_NAMES } from '@tradeboard/types';
import { defineSchema, modelOn, nullable } from './define.js';

/**
 * module_deployments (issue 26): every deploy of a remote module, kept as its history. At most one
 * per module is `active` (a partial unique index): /remotes.json serves those. A switch demotes the
 * active one to `previous` and promotes the new one in one transaction; refused deploys are stored
 * as `rejected` with the failed check and the reason.
 */
export interface ModuleDeploymentDoc {
  module: (typeof REMOTE_NAMES)[number];
  version: string;
  remoteEntryUrl: string;
  /** sha384-... of remoteEntry.js as checked; null for a rejected deploy that never got that far. */
  integrity: string | null;
  /** The mf-manifest.json it was built with (trimmed to names, versions and exposes). */
  manifest: Record<string, unknown> | null;
  deployedBy: string;
  deployedAt: Date;
  status: (typeof DEPLOYMENT_STATUSES)[number];
  check: (typeof DEPLOY_CHECKS)[number] | null;
  reason: string | null;
}

const schema = defineSchema<ModuleDeploymentDoc>(
  {
    module: { type: String, required: true, enum: REMOTE_NAMES },
    version: { type: String, required: true },
    remoteEntryUrl: { type: String, required: true },
    integrity: nullable(String),
    manifest: nullable(Object),
    deployedBy: { type: String, required: true },
    deployedAt: { type: Date, required: true },
    status: { type: String, required: true, enum: DEPLOYMENT_STATUSES },
    check: nullable(String),
    reason: nullable(String),
  },
  { timestamps: false },
);
schema.index({ module: 1, deployedAt: -1 });
// One active version per module: a second concurrent switch fails instead of leaving two.
schema.index(
  { module: 1 },
  { unique: true, partialFilterExpression: { status: 'active' }, name: 'one_active_per_module' },
);

export const moduleDeploymentModel = (db: Connection) =>
  modelOn(db, { name: 'ModuleDeployment', collection: 'module_deployments', schema });
