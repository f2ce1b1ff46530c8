import type { Connection } from 'mongoose';
import { FLOW_FUND, FUNDS, type ActivityFund } from '@tradeboard/types';
import { dayKey } from './day-key.js';
import { defineSchema, modelOn } from './define.js';
import { versionedPlugin } from '../versioned.js';

/** daily_activity: positions added/removed in a fund on a date (MM/DD/YYYY); one record per fund and date. */
export interface DailyActivityDoc {
  fund: ActivityFund;
  date: string;
  /** Sortable 'YYYY-MM-DD', kept in step with `date` on save. */
  _dateKey: string;
  addedPositions: string[];
  removedPositions: string[];
  /** Record version (see ../versioned.ts). */
  version?: number;
  createdAt: Date;
  updatedAt: Date;
}

const schema = defineSchema<DailyActivityDoc>({
  fund: { type: String, enum: [...FUNDS, FLOW_FUND], required: true },
  date: { type: String, required: true },
  _dateKey: { type: String },
  addedPositions: { type: [String], default: [] },
  removedPositions: { type: [String], default: [] },
});
schema.index({ fund: 1, date: 1 }, { unique: true });
schema.pre('validate', function () {
  this._dateKey = dayKey(this.date);
});

schema.plugin(versionedPlugin);

export const dailyActivityModel = (db: Connection) =>
  modelOn(db, { name: 'DailyActivity', collection: 'daily_activity', schema });
export { dayKey };
