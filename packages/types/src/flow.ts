/** Flow options portfolio ('Unusual Whale Positions'), unusual flow alerts and next-session trades. */
import { z } from 'zod';
import { VersionSchema } from './versions.js';
import {
  ActivityFundInputSchema,
  ActivityFundSchema,
  ExpirySchema,
  IdSchema,
  IsoDateTimeSchema,
  OptionTypeSchema,
  TickerSchema,
  FileUrlSchema,
  partialUpdate,
} from './common.js';
import { FLOW_DESCRIPTION_MAX, NEXT_SESSION_ACTION_MESSAGE, NEXT_SESSION_ACTIONS } from './core/flow.js';
import { NUMBER_LIMITS, atMostMessage } from './core/numbers.js';
import { OptionPositionSchema, optionFields, StrikeSchema } from './options.js';

// ---------- flow holdings ----------

/** SPEC: flow_holdings are options positions without a fund. */
export const FlowHoldingSchema = OptionPositionSchema.omit({ fund: true }).meta({
  description: 'A flow options position (Unusual Whale Positions)',
});
export type FlowHolding = z.infer<typeof FlowHoldingSchema>;

const flowHoldingFields = optionFields;

export const FlowHoldingCreateSchema = z
  .object({
    ...flowHoldingFields,
    pnlPercent: flowHoldingFields.pnlPercent.optional(),
    pnlOpen: flowHoldingFields.pnlOpen.optional(),
  })
  .meta({ description: 'New flow position' });
export type FlowHoldingCreate = z.output<typeof FlowHoldingCreateSchema>;
export type FlowHoldingCreateInput = z.input<typeof FlowHoldingCreateSchema>;

export const FlowHoldingUpdateSchema = partialUpdate(flowHoldingFields, 'Partial flow position update');
export type FlowHoldingUpdate = z.output<typeof FlowHoldingUpdateSchema>;
export type FlowHoldingUpdateInput = z.input<typeof FlowHoldingUpdateSchema>;

// ---------- unusual flow alerts ----------

export const UnusualFlowSchema = z
  .object({
    id: IdSchema,
    ticker: z.string(),
    optionType: OptionTypeSchema,
    strike: z.number(),
    expiry: z.string(),
    spot: z.number().nullable(),
    flowDescription: z.string(),
    flowImage: z.string().nullable(),
    premium: z.number().nullable(),
    volume: z.number().int().nullable(),
    openInterest: z.number().int().nullable(),
    version: VersionSchema,
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
  })
  .meta({ description: 'An unusual options flow alert (Alpha Gold Alert)' });
export type UnusualFlow = z.infer<typeof UnusualFlowSchema>;

const WHOLE_MESSAGE = 'Must be a whole number of at least 0';
const AMOUNT_MESSAGE = 'Must be a number of at least 0';
const NonNegativeIntSchema = z
  .number({ error: WHOLE_MESSAGE })
  .int(WHOLE_MESSAGE)
  .min(0, WHOLE_MESSAGE)
  .max(NUMBER_LIMITS.quantity, atMostMessage('Value', NUMBER_LIMITS.quantity));
const NonNegativeSchema = z
  .number({ error: AMOUNT_MESSAGE })
  .min(0, AMOUNT_MESSAGE)
  .max(NUMBER_LIMITS.money, atMostMessage('Value', NUMBER_LIMITS.money));

const unusualFlowFields = {
  ticker: TickerSchema,
  optionType: OptionTypeSchema,
  strike: StrikeSchema,
  expiry: ExpirySchema,
  spot: NonNegativeSchema.nullable(),
  flowDescription: z.string().trim().max(FLOW_DESCRIPTION_MAX),
  flowImage: FileUrlSchema.nullable(),
  premium: NonNegativeSchema.nullable(),
  volume: NonNegativeIntSchema.nullable(),
  openInterest: NonNegativeIntSchema.nullable(),
};

/** POST /api/unusual-flow. ticker, optionType, strike, expiry required; the rest optional (null). */
export const UnusualFlowCreateSchema = z
  .object({
    // Required fields stay plain (not .partial().required()), so a missing one gets its own message.
    ticker: unusualFlowFields.ticker,
    optionType: unusualFlowFields.optionType,
    strike: unusualFlowFields.strike,
    expiry: unusualFlowFields.expiry,
    spot: unusualFlowFields.spot.optional(),
    flowDescription: unusualFlowFields.flowDescription.optional(),
    flowImage: unusualFlowFields.flowImage.optional(),
    premium: unusualFlowFields.premium.optional(),
    volume: unusualFlowFields.volume.optional(),
    openInterest: unusualFlowFields.openInterest.optional(),
  })
  .meta({ description: 'New flow alert' });
export type UnusualFlowCreate = z.output<typeof UnusualFlowCreateSchema>;
export type UnusualFlowCreateInput = z.input<typeof UnusualFlowCreateSchema>;

export const UnusualFlowUpdateSchema = partialUpdate(unusualFlowFields, 'Partial flow alert update');
export type UnusualFlowUpdate = z.output<typeof UnusualFlowUpdateSchema>;
export type UnusualFlowUpdateInput = z.input<typeof UnusualFlowUpdateSchema>;

// ---------- next-session trades ----------

export const NextSessionActionSchema = z.enum(NEXT_SESSION_ACTIONS, { error: NEXT_SESSION_ACTION_MESSAGE });

export const NextSessionTradeSchema = z
  .object({
    id: IdSchema,
    fund: ActivityFundSchema,
    ticker: z.string(),
    action: NextSessionActionSchema,
    version: VersionSchema,
    createdAt: IsoDateTimeSchema,
  })
  .meta({ description: 'A position to add or remove next session' });
export type NextSessionTrade = z.infer<typeof NextSessionTradeSchema>;

/** POST /api/next-session-trades. Same fund+ticker+action twice answers 409 (alreadyScheduledMessage). */
export const NextSessionTradeCreateSchema = z
  .object({ fund: ActivityFundInputSchema.default('Main Fund'), ticker: TickerSchema, action: NextSessionActionSchema })
  .meta({ description: 'New next-session trade' });
export type NextSessionTradeCreate = z.output<typeof NextSessionTradeCreateSchema>;
export type NextSessionTradeCreateInput = z.input<typeof NextSessionTradeCreateSchema>;

export const NextSessionTradesQuerySchema = z.object({ fund: ActivityFundInputSchema.default('Main Fund') });
