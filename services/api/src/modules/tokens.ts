/**
 * Deploy tokens: the credentials of CI pipelines for the deploy API. A token is shown once when it
 * is made; only its SHA-256 is stored (the `_id`), so a database leak hands out no working token.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Connection } from 'mongoose';
import { ALL_MODULES, REMOTE_NAMES, isRemoteModuleName } from '@tradeboard/types';
import { deployTokenModel, type DeployTokenDoc } from '../db/models/index.js';

/** Recognisable in logs and secret scanners. */
const PREFIX = 'tbdeploy_';

export const hashDeployToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface CreatedDeployToken {
  token: string;
  name: string;
  module: string;
  expiresAt: Date | null;
}

/** A new token for one module or 'all'; `name` appears as "deployed by" in the history. */
export async function createDeployToken(
  db: Connection,
  options: { module: string; name?: string; expiresAt?: Date | null; now?: Date },
): Promise<CreatedDeployToken> {
  if (options.module !== ALL_MODULES && !isRemoteModuleName(options.module)) {
    throw new Error(`Unknown module '${options.module}': use one of ${REMOTE_NAMES.join(', ')} or ${ALL_MODULES}`);
  }
  const token = PREFIX + randomBytes(32).toString('base64url');
  const name = options.name ?? `ci-${options.module}-${randomBytes(3).toString('hex')}`;
  const expiresAt = options.expiresAt ?? null;
  await deployTokenModel(db).create({ _id: hashDeployToken(token), name, module: options.module, expiresAt });
  return { token, name, module: options.module, expiresAt };
}

/** The stored token, or null when unknown or expired. */
export async function findDeployToken(db: Connection, token: string, now: Date): Promise<DeployTokenDoc | null> {
  if (!token.startsWith(PREFIX)) return null;
  const found = await deployTokenModel(db).findById(hashDeployToken(token)).lean();
  if (!found || (found.expiresAt && found.expiresAt.getTime() <= now.getTime())) return null;
  return found;
}

export const tokenCovers = (doc: Pick<DeployTokenDoc, 'module'>, module: string): boolean =>
  doc.module === ALL_MODULES || doc.module === module;
