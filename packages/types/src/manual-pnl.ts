/** Manual profit-and-loss figures per fund ('FLOW' holds the flow YTD P&L). */
import { z } from 'zod';
import { VersionSchema } from './versions.js';
import {
  ActivityFundInputSchema,
  ActivityFundSchema,
  IdSchema,
  IsoDateTimeSchema,
  partialUpdate,
  signedNumber,
} from './common.js';
import { NUMBER_LIMITS } from './core/numbers.js';

export const ManualPnlSchema = z
  .object({
    id: IdSchema,
    fund: ActivityFundSchema,
    allTimePnl: z.number().nullable(),
    ytdPnl: z.number().nullable(),
    ytdPnlPercent: z.number().nullable(),
    startingCapital: z.number().nullable(),
    version: VersionSchema,
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
  })
  .meta({ description: 'Manual P&L of one fund' });
export type ManualPnl = z.infer<typeof ManualPnlSchema>;

const pnlFields = {
  allTimePnl: signedNumber('All-time P&L', NUMBER_LIMITS.money).nullable(),
  ytdPnl: signedNumber('YTD P&L', NUMBER_LIMITS.money).nullable(),
  ytdPnlPercent: signedNumber('YTD P&L %', NUMBER_LIMITS.percent).nullable(),
  startingCapital: signedNumber('Starting capital', NUMBER_LIMITS.money).nullable(),
};

/**
 * POST /api/manual-pnl: upsert by fund (one record per fund). Sent figures overwrite; omitted ones stay as
 * they are on an existing record and are null on a new one. GET /api/manual-pnl/fund/{fund} answers the record or null.
 */
export const ManualPnlCreateSchema = z
  .object({
    // fund stays a plain required field (not .partial().required()), so a missing fund gets the fund message.
    fund: ActivityFundInputSchema,
    allTimePnl: pnlFields.allTimePnl.optional(),
    ytdPnl: pnlFields.ytdPnl.optional(),
    ytdPnlPercent: pnlFields.ytdPnlPercent.optional(),
    startingCapital: pnlFields.startingCapital.optional(),
  })
  .meta({ description: 'Manual P&L of a fund (flow sends fund FLOW, ytdPnl, ytdPnlPercent)' });
export type ManualPnlCreate = z.output<typeof ManualPnlCreateSchema>;
export type ManualPnlCreateInput = z.input<typeof ManualPnlCreateSchema>;

/** PATCH /api/manual-pnl/{id}: the same body; fund, if sent, must match the record's. */
export const ManualPnlUpdateSchema = partialUpdate(
  { fund: ActivityFundInputSchema, ...pnlFields },
  'Partial manual P&L update',
);
export type ManualPnlUpdate = z.output<typeof ManualPnlUpdateSchema>;
export type ManualPnlUpdateInput = z.input<typeof ManualPnlUpdateSchema>;

export const ManualPnlFundParamSchema = z.object({ fund: ActivityFundInputSchema });
