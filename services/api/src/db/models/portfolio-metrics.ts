import type { Connection } from 'mongoose';
import { dayKey } from './day-key.js';
import { defineSchema, modelOn, nullable } from './define.js';

/** portfolio_metrics: one snapshot per server-local day ('MM/DD/YYYY'), used for today's P&L. */
export interface PortfolioMetricsDoc {
  date: string;
  _dateKey: string;
  totalValue: number;
  dailyPnl: number | null;
  activePositions: number;
  activeBots: number;
  createdAt: Date;
  updatedAt: Date;
}

const schema = defineSchema<PortfolioMetricsDoc>({
  date: { type: String, required: true },
  _dateKey: { type: String },
  totalValue: { type: Number, required: true },
  dailyPnl: nullable(Number),
  activePositions: { type: Number, required: true },
  activeBots: { type: Number, required: true },
});
schema.index({ date: 1 }, { unique: true });
schema.index({ _dateKey: -1 });
schema.pre('validate', function () {
  this._dateKey = dayKey(this.date);
});

export const portfolioMetricsModel = (db: Connection) =>
  modelOn(db, { name: 'PortfolioMetrics', collection: 'portfolio_metrics', schema });
