import type { Connection } from 'mongoose';
import { defineSchema, modelOn, nullable } from './define.js';

/**
 * deploy_tokens: credentials of CI pipelines for the deploy API (`npm run deploy-token -- create`).
 * `_id` is the SHA-256 of the token, so a database leak hands out no working token. `module` is one
 * remote's name or 'all'.
 */
export interface DeployTokenDoc {
  _id: string;
  name: string;
  module: string;
  expiresAt: Date | null;
  createdAt: Date;
}

const schema = defineSchema<DeployTokenDoc>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    module: { type: String, required: true },
    expiresAt: nullable(Date),
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
schema.index({ name: 1 }, { unique: true });

export const deployTokenModel = (db: Connection) =>
  modelOn(db, { name: 'DeployToken', collection: 'deploy_tokens', schema });
