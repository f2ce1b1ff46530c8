/**
 * The module registry over module_deployments: the active deployment of each module (what
 * /remotes.json serves), the switch to a new one, rollback, and the history. Every switch is one
 * transaction (the old active becomes `previous`, the new one `active`); a unique partial index
 * keeps one active per module, so two deploys at once serialise (the transaction retries the
 * loser) instead of leaving two.
 */
import type { Connection } from 'mongoose';
import { REMOTE_NAMES, type ModuleDeployment, type ModuleStatus, type RemoteModuleName } from '@tradeboard/types';
import { moduleDeploymentModel, type ModuleDeploymentDoc } from '../db/models/index.js';
import { toApi } from '../db/serialize.js';
import { inTransaction } from '../db/transaction.js';
import { notFound } from '../http/errors.js';
import type { DeployRefused } from './checks.js';

const HISTORY_LIMIT = 50;

export interface ActiveModule {
  url: string;
  integrity: string | null;
  version: string;
}

/** The active deployment of each module that has one. */
export async function activeModules(db: Connection): Promise<Partial<Record<RemoteModuleName, ActiveModule>>> {
  const active = await moduleDeploymentModel(db).find({ status: 'active' }).lean();
  return Object.fromEntries(
    active.map((doc) => [doc.module, { url: doc.remoteEntryUrl, integrity: doc.integrity, version: doc.version }]),
  );
}

type NewDeployment = Omit<ModuleDeploymentDoc, 'status' | 'check' | 'reason'>;

/** Makes `deployment` the active one of its module, in one transaction. */
export async function switchTo(db: Connection, deployment: NewDeployment): Promise<ModuleDeployment> {
  const model = moduleDeploymentModel(db);
  const created = await inTransaction(db, async (session) => {
    await model.updateMany(
      { module: deployment.module, status: 'active' },
      { $set: { status: 'previous' } },
      { session },
    );
    const [doc] = await model.create([{ ...deployment, status: 'active', check: null, reason: null }], { session });
    return doc!;
  });
  return toApi<ModuleDeployment>(created);
}

/** Keeps a refused deploy in the history (one document: no transaction needed). */
export async function recordRejected(
  db: Connection,
  deployment: Omit<NewDeployment, 'integrity' | 'manifest'>,
  refusal: DeployRefused,
): Promise<void> {
  await moduleDeploymentModel(db).create({
    integrity: null,
    manifest: null,
    ...deployment,
    status: 'rejected',
    check: refusal.check,
    reason: refusal.message,
  });
}

/**
 * Back to `version` (its latest good deployment) or, without one, to the version active before the
 * current one. The target is deployed again as a new history entry, so the history reads in time
 * order. With no earlier deployment the module goes back to the server's default build (no active entry).
 */
export async function rollback(
  db: Connection,
  module: RemoteModuleName,
  options: { version?: string; by: string; now: Date },
): Promise<ModuleDeployment | null> {
  const model = moduleDeploymentModel(db);
  const good = await model
    .find({ module, status: { $in: ['active', 'previous'] } })
    .sort({ deployedAt: -1, _id: -1 })
    .limit(HISTORY_LIMIT)
    .lean();
  const current = good.find((doc) => doc.status === 'active');
  let target: (typeof good)[number] | undefined;
  if (options.version !== undefined) {
    target = good.find((doc) => doc.version === options.version);
    if (!target) throw notFound(`${module} has no good deployment of version ${options.version}`);
  } else {
    if (!current) throw notFound(`${module} has no active deployment to roll back`);
    target = good.find((doc) => doc !== current && doc.version !== current.version);
  }
  if (!target) {
    // Only one version was ever deployed: back to the default build this server serves.
    await model.updateMany({ module, status: 'active' }, { $set: { status: 'previous' } });
    return null;
  }
  return switchTo(db, {
    module,
    version: target.version,
    remoteEntryUrl: target.remoteEntryUrl,
    integrity: target.integrity,
    manifest: target.manifest,
    deployedBy: options.by,
    deployedAt: options.now,
  });
}

/** Each module's active deployment and its history, newest first. */
export async function listModules(db: Connection): Promise<ModuleStatus[]> {
  const model = moduleDeploymentModel(db);
  return Promise.all(
    REMOTE_NAMES.map(async (module) => {
      const history = (await model.find({ module }).sort({ deployedAt: -1, _id: -1 }).limit(HISTORY_LIMIT).lean()).map(
        (doc) => toApi<ModuleDeployment>(doc),
      );
      return { module, active: history.find((entry) => entry.status === 'active') ?? null, history };
    }),
  );
}
