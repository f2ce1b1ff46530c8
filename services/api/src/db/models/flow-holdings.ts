import type { Connection } from 'mongoose';
import { defineSchema, modelOn } from './define.js';
import { optionPositionFields, type OptionPositionFields } from './options.js';
import { versionedPlugin } from '../versioned.js';

/** SPEC: flow holdings are options positions without a fund. */
export type FlowHoldingDoc = OptionPositionFields;

const schema = defineSchema<FlowHoldingDoc>(optionPositionFields);
schema.index({ ticker: 1 });

schema.plugin(versionedPlugin);

export const flowHoldingModel = (db: Connection) =>
  modelOn(db, { name: 'FlowHolding', collection: 'flow_holdings', schema });
