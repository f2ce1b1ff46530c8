import type { Connection } from 'mongoose';
import { FLOW_FUND, FUNDS, NEXT_SESSION_ACTIONS, type ActivityFund, type NextSessionAction } from '@tradeboard/types';
import { defineSchema, modelOn } from './define.js';
import { versionedPlugin } from '../versioned.js';

export interface NextSessionTradeDoc {
  fund: ActivityFund;
  ticker: string;
  action: NextSessionAction;
  /** Record version (see ../versioned.ts). */
  version?: number;
  createdAt: Date;
}

const schema = defineSchema<NextSessionTradeDoc>(
  {
    fund: { type: String, enum: [...FUNDS, FLOW_FUND], required: true, default: 'Main Fund' },
    ticker: { type: String, required: true },
    action: { type: String, enum: NEXT_SESSION_ACTIONS, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
/** The same ticker and action cannot be scheduled twice in a fund (409). */
schema.index({ fund: 1, ticker: 1, action: 1 }, { unique: true });

schema.plugin(versionedPlugin);

export const nextSessionTradeModel = (db: Connection) =>
  modelOn(db, { name: 'NextSessionTrade', collection: 'next_session_trades', schema });
