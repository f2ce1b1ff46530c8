import type { Connection } from 'mongoose';
import { ACTIVITY_TYPES, FLOW_FUND, FUNDS, type ActivityFund, type ActivityType } from '@tradeboard/types';
import { dayKey } from './day-key.js';
import { defineSchema, modelOn, nullable } from './define.js';

/** portfolio_activity: the 7-day history. `details` is JSON text or null. */
export interface PortfolioActivityDoc {
  fund: ActivityFund;
  date: string;
  /** Sortable 'YYYY-MM-DD' of `date`, for "last N days, newest first" queries. */
  _dateKey: string;
  activityType: ActivityType;
  ticker: string;
  details: string | null;
  createdAt: Date;
}

const schema = defineSchema<PortfolioActivityDoc>(
  {
    fund: { type: String, enum: [...FUNDS, FLOW_FUND], required: true },
    date: { type: String, required: true },
    _dateKey: { type: String },
    activityType: { type: String, enum: ACTIVITY_TYPES, required: true },
    ticker: { type: String, required: true },
    details: nullable(String),
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
schema.index({ fund: 1, _dateKey: -1, createdAt: -1 });
schema.pre('validate', function () {
  this._dateKey = dayKey(this.date);
});

export const portfolioActivityModel = (db: Connection) =>
  modelOn(db, { name: 'PortfolioActivity', collection: 'portfolio_activity', schema });
