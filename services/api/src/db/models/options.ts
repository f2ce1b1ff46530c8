import type { Connection, SchemaDefinition } from 'mongoose';
import { FUNDS, OPTION_SOURCES, type Fund, type OptionSource, type OptionType } from '@tradeboard/types';
import { defineSchema, modelOn, nullable } from './define.js';
import { versionedPlugin } from '../versioned.js';

/** An options position's own fields; flow holdings (options without a fund) reuse them. */
export interface OptionPositionFields {
  ticker: string;
  optionType: OptionType;
  strike: number;
  expiry: string;
  quantity: number;
  price: number;
  pnlPercent: number | null;
  pnlOpen: number | null;
  /** Record version (see ../versioned.ts). */
  version?: number;
  createdAt: Date;
  updatedAt: Date;
}

export const optionPositionFields: SchemaDefinition<OptionPositionFields> = {
  ticker: { type: String, required: true },
  optionType: { type: String, enum: ['CALL', 'PUT'] satisfies OptionType[], required: true },
  strike: { type: Number, required: true },
  expiry: { type: String, required: true },
  quantity: { type: Number, required: true },
  price: { type: Number, required: true },
  pnlPercent: nullable(Number),
  pnlOpen: nullable(Number),
};

export interface OptionDoc extends OptionPositionFields {
  fund: Fund;
  /** The statement's Mark when a statement import wrote it; null or absent otherwise. */
  currentPrice?: number | null;
  /** 'import' when a statement import wrote it (a later import may remove it); absent or 'manual': added by hand. */
  source?: OptionSource;
}

const schema = defineSchema<OptionDoc>({
  fund: { type: String, enum: FUNDS, required: true, default: 'Main Fund' },
  ...optionPositionFields,
  currentPrice: { type: Number, default: undefined },
  source: { type: String, enum: OPTION_SOURCES, default: undefined },
});
schema.index({ fund: 1, createdAt: -1 });

schema.plugin(versionedPlugin);

export const optionModel = (db: Connection) => modelOn(db, { name: 'OptionPosition', collection: 'options', schema });
