import type { Connection } from 'mongoose';
import { FUNDS, type Fund, type OptionType } from '@tradeboard/types';
import { defineSchema, modelOn, nullable } from './define.js';

export interface OptionDoc {
  fund: Fund;
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

const schema = defineSchema<OptionDoc>({
  fund: { type: String, enum: FUNDS, required: true, default: 'Main Fund' },
  ticker: { type: String, required: true },
  optionType: { type: String, enum: ['CALL', 'PUT'], required: true },
  strike: { type: Number, required: true },
  expiry: { type: String, required: true },
  quantity: { type: Number, required: true },
  price: { type: Number, required: true },
  pnlPercent: nullable(Number),
  pnlOpen: nullable(Number),
});
schema.index({ fund: 1, createdAt: -1 });

export const optionModel = (db: Connection) => modelOn(db, { name: 'OptionPosition', collection: 'options', schema });
