import type { Connection } from 'mongoose';
import type { OptionType } from '@tradeboard/types';
import { defineSchema, modelOn, nullable } from './define.js';
import { versionedPlugin } from '../versioned.js';

/** unusual_flow: Alpha Gold alerts, listed newest first. */
export interface UnusualFlowDoc {
  ticker: string;
  optionType: OptionType;
  strike: number;
  expiry: string;
  spot: number | null;
  flowDescription: string;
  flowImage: string | null;
  premium: number | null;
  volume: number | null;
  openInterest: number | null;
  /** Record version (see ../versioned.ts). */
  version?: number;
  createdAt: Date;
  updatedAt: Date;
}

const schema = defineSchema<UnusualFlowDoc>({
  ticker: { type: String, required: true },
  optionType: { type: String, enum: ['CALL', 'PUT'], required: true },
  strike: { type: Number, required: true },
  expiry: { type: String, required: true },
  spot: nullable(Number),
  flowDescription: { type: String, default: '' },
  flowImage: nullable(String),
  premium: nullable(Number),
  volume: nullable(Number),
  openInterest: nullable(Number),
});
schema.index({ createdAt: -1 });

schema.plugin(versionedPlugin);

export const unusualFlowModel = (db: Connection) =>
  modelOn(db, { name: 'UnusualFlow', collection: 'unusual_flow', schema });
