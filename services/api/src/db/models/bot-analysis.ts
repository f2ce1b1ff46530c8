import type { Connection } from 'mongoose';
import { defineSchema, modelOn, nullable } from './define.js';

export interface BotAnalysisDoc {
  filename: string;
  analysisResult: string | null;
  confidence: number | null;
  processedAt: Date;
}

const schema = defineSchema<BotAnalysisDoc>(
  {
    filename: { type: String, required: true },
    analysisResult: nullable(String),
    confidence: nullable(Number),
    processedAt: { type: Date, required: true, default: () => new Date() },
  },
  { timestamps: false },
);
schema.index({ processedAt: -1 });

export const botAnalysisModel = (db: Connection) =>
  modelOn(db, { name: 'BotAnalysis', collection: 'bot_analysis', schema });
