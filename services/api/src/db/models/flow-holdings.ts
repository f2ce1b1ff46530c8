import type { Connection } from 'mongoose';
import type { OptionType } from '@tradeboard/types';
import { defineSchema, modelOn, nullable } from './define.js';

export interface FlowHoldingDoc {
  ticker: string;
  optionType: OptionType;
  strike: number;
  expiry: string;
  quantity: number;
  price: number;
  pnlPercent: number | null;
  pnlOpen: number | null;
  createdAt: Date;
  updatedAt: Date;
}

const schema = defineSchema<FlowHoldingDoc>({
  ticker: { type: String, required: true },
  optionType: { type: String, enum: ['CALL', 'PUT'], required: true },
  strike: { type: Number, required: true },
  expiry: { type: String, required: true },
  quantity: { type: Number, required: true },
  price: { type: Number, required: true },
  pnlPercent: nullable(Number),
  pnlOpen: nullable(Number),
});
schema.index({ ticker: 1 });

export const flowHoldingModel = (db: Connection) => modelOn(db, { name: 'FlowHolding', collection: 'flow_holdings', schema });
