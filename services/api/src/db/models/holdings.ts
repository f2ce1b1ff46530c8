import type { Connection } from 'mongoose';
import { FUNDS, HOLDING_TERMS, type Fund, type HoldingTerm } from '@tradeboard/types';
import { defineSchema, modelOn, nullable } from './define.js';
import { versionedPlugin } from '../versioned.js';

export interface HoldingDoc {
  fund: Fund;
  ticker: string;
  quantity: number;
  tradePrice: number;
  entryPrice: number | null;
  shares: number | null;
  currentPrice: number | null;
  pnlPercent: number | null;
  pnlOpen: number | null;
  /** Always derived from quantity (holdingTerm). */
  optionsLongTerm: HoldingTerm;
  dateOpened: string | null;
  /** MM/DD/YYYY of the statement whose Mark set currentPrice (issue 27); absent when it was not an import. */
  priceDate?: string | null;
  /** Record version (see ../versioned.ts). */
  version?: number;
  createdAt: Date;
  updatedAt: Date;
}

const schema = defineSchema<HoldingDoc>({
  fund: { type: String, enum: FUNDS, required: true, default: 'Main Fund' },
  ticker: { type: String, required: true },
  quantity: { type: Number, required: true },
  tradePrice: { type: Number, required: true },
  entryPrice: nullable(Number),
  shares: nullable(Number),
  currentPrice: nullable(Number),
  pnlPercent: nullable(Number),
  pnlOpen: nullable(Number),
  optionsLongTerm: { type: String, enum: HOLDING_TERMS, required: true },
  dateOpened: nullable(String),
  priceDate: { type: String, default: undefined },
});
/** One position per ticker and fund (the import updates by fund + ticker). */
schema.index({ fund: 1, ticker: 1 }, { unique: true });

schema.plugin(versionedPlugin);

export const holdingModel = (db: Connection) => modelOn(db, { name: 'Holding', collection: 'holdings', schema });
