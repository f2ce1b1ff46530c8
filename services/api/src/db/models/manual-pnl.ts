import type { Connection } from 'mongoose';
import { FLOW_FUND, FUNDS, type ActivityFund } from '@tradeboard/types';
import { defineSchema, modelOn, nullable } from './define.js';
import { versionedPlugin } from '../versioned.js';

/** manual_pnl: one record per fund ('FLOW' holds the flow YTD figures). */
export interface ManualPnlDoc {
  fund: ActivityFund;
  allTimePnl: number | null;
  ytdPnl: number | null;
  ytdPnlPercent: number | null;
  startingCapital: number | null;
  /** Record version (see ../versioned.ts). */
  version?: number;
  createdAt: Date;
  updatedAt: Date;
}

const schema = defineSchema<ManualPnlDoc>({
  fund: { type: String, enum: [...FUNDS, FLOW_FUND], required: true },
  allTimePnl: nullable(Number),
  ytdPnl: nullable(Number),
  ytdPnlPercent: nullable(Number),
  startingCapital: nullable(Number),
});
schema.index({ fund: 1 }, { unique: true });

schema.plugin(versionedPlugin);

export const manualPnlModel = (db: Connection) => modelOn(db, { name: 'ManualPnl', collection: 'manual_pnl', schema });
