import type { Connection } from 'mongoose';
import { defineSchema, modelOn, nullable } from './define.js';

/** stock_analysis_history: one entry per saved analysis (appended by stock PATCH/POST). */
export interface StockAnalysisHistoryDoc {
  stockSymbol: string;
  analysisText: string | null;
  analysisImage: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const schema = defineSchema<StockAnalysisHistoryDoc>({
  stockSymbol: { type: String, required: true },
  analysisText: nullable(String),
  analysisImage: nullable(String),
});
schema.index({ stockSymbol: 1, createdAt: -1 });
schema.index({ createdAt: -1 });

export const stockAnalysisHistoryModel = (db: Connection) =>
  modelOn(db, { name: 'StockAnalysisHistory', collection: 'stock_analysis_history', schema });
