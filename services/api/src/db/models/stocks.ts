import type { Connection } from 'mongoose';
import { RANGES, TREND_CODES, type Range, type TrendCode } from '@tradeboard/types';
import { defineSchema, modelOn, nullable } from './define.js';
import { versionedPlugin } from '../versioned.js';

export interface StockDoc {
  symbol: string;
  range: Range | null;
  monthlyBX: TrendCode | null;
  weeklyBX: TrendCode | null;
  dailyBX: TrendCode | null;
  hybridBotPosition: boolean;
  swingBotPosition: boolean;
  hourBotPosition: boolean;
  analysisText: string | null;
  analysisImage: string | null;
  /** Record version (see ../versioned.ts). */
  version?: number;
  createdAt: Date;
  updatedAt: Date;
}

const trend = { type: String, enum: [...TREND_CODES, null], default: null };

const schema = defineSchema<StockDoc>({
  symbol: { type: String, required: true },
  range: { type: String, enum: [...RANGES, null], default: null },
  monthlyBX: trend,
  weeklyBX: trend,
  dailyBX: trend,
  hybridBotPosition: { type: Boolean, default: false },
  swingBotPosition: { type: Boolean, default: false },
  hourBotPosition: { type: Boolean, default: false },
  analysisText: nullable(String),
  analysisImage: nullable(String),
});
schema.index({ symbol: 1 }, { unique: true });

schema.plugin(versionedPlugin);

export const stockModel = (db: Connection) => modelOn(db, { name: 'Stock', collection: 'stocks', schema });
