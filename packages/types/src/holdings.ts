/** Fund holdings (stock positions) and the CSV import. */
import { z } from 'zod';
import { VersionSchema } from './versions.js';
import {
  FundInputSchema,
  FundSchema,
  IdSchema,
  IsoDateTimeSchema,
  TickerSchema,
  US_DATE_DESCRIPTION,
  UsDateSchema,
  partialUpdate,
  signedNumber,
} from './common.js';
import { TEXT_PATTERNS } from './core/common.js';
import { FUNDS, MAIN_FUND_LABEL } from './core/constants.js';
import {
  HOLDING_TERMS,
  PRICE_MAX_MESSAGE,
  PRICE_MESSAGE,
  QUANTITY_MAX_MESSAGE,
  QUANTITY_MESSAGE,
} from './core/holdings.js';
import { NUMBER_LIMITS } from './core/numbers.js';

export const HoldingTermSchema = z.enum(HOLDING_TERMS);

export const PositiveQuantitySchema = z
  .number({ error: QUANTITY_MESSAGE })
  .int(QUANTITY_MESSAGE)
  .positive(QUANTITY_MESSAGE)
  .max(NUMBER_LIMITS.quantity, QUANTITY_MAX_MESSAGE);
export const PriceSchema = z
  .number({ error: PRICE_MESSAGE })
  .min(0, PRICE_MESSAGE)
  .max(NUMBER_LIMITS.money, PRICE_MAX_MESSAGE);
/** P&L % of a position (the broker's figure): within +-1e6. */
export const PnlPercentSchema = signedNumber('P&L %', NUMBER_LIMITS.percent);
/** P&L Open of a position, in dollars: within +-1e12. */
export const PnlOpenSchema = signedNumber('P&L Open', NUMBER_LIMITS.money);

export const HoldingSchema = z
  .object({
    id: IdSchema,
    fund: FundSchema,
    ticker: z.string(),
    quantity: z.number().int(),
    tradePrice: z.number(),
    entryPrice: z.number().nullable(),
    shares: z.number().nullable(),
    currentPrice: z.number().nullable(),
    pnlPercent: z.number().nullable(),
    pnlOpen: z.number().nullable(),
    optionsLongTerm: HoldingTermSchema,
    dateOpened: z.string().nullable().meta({ description: 'MM/DD/YYYY or null' }),
    priceDate: z
      .string()
      .nullable()
      .optional()
      .meta({ description: 'MM/DD/YYYY of the broker statement whose Mark set currentPrice; absent otherwise' }),
    version: VersionSchema,
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
  })
  .meta({ description: 'A stock position in a fund' });
export type Holding = z.infer<typeof HoldingSchema>;

/** An empty date string means "not set". */
const OptionalUsDateSchema = z
  .preprocess((v) => (v === '' ? null : v), UsDateSchema.nullable())
  .meta({
    description: `${US_DATE_DESCRIPTION}; null or '' clears it`,
    pattern: TEXT_PATTERNS.optionalUsDate,
    example: '06/02/2025',
  });

const holdingFields = {
  ticker: TickerSchema,
  quantity: PositiveQuantitySchema,
  tradePrice: PriceSchema,
  entryPrice: PriceSchema.nullable(),
  shares: signedNumber('Shares', NUMBER_LIMITS.quantity).nullable(),
  currentPrice: PriceSchema.nullable(),
  pnlPercent: PnlPercentSchema.nullable(),
  pnlOpen: PnlOpenSchema.nullable(),
  dateOpened: OptionalUsDateSchema,
};

/** POST /api/holdings. optionsLongTerm is derived from quantity by the server. */
export const HoldingCreateSchema = z
  .object({
    fund: FundInputSchema.default('Main Fund'),
    ...holdingFields,
    entryPrice: holdingFields.entryPrice.optional(),
    shares: holdingFields.shares.optional(),
    currentPrice: holdingFields.currentPrice.optional(),
    pnlPercent: holdingFields.pnlPercent.optional(),
    pnlOpen: holdingFields.pnlOpen.optional(),
    dateOpened: holdingFields.dateOpened.optional(),
  })
  .meta({ description: 'New holding' });
export type HoldingCreate = z.output<typeof HoldingCreateSchema>;
export type HoldingCreateInput = z.input<typeof HoldingCreateSchema>;

/** PATCH /api/holdings/{id} (e.g. { dateOpened }). */
export const HoldingUpdateSchema = partialUpdate({ fund: FundInputSchema, ...holdingFields }, 'Partial holding update');
export type HoldingUpdate = z.output<typeof HoldingUpdateSchema>;
export type HoldingUpdateInput = z.input<typeof HoldingUpdateSchema>;

/** One parsed CSV row. `fund` and `optionsLongTerm` may be sent but the body's fund and the quantity rule win. */
export const HoldingImportRowSchema = z.object({
  fund: FundInputSchema.optional(),
  ticker: TickerSchema,
  quantity: PositiveQuantitySchema,
  tradePrice: PriceSchema,
  pnlPercent: PnlPercentSchema.nullable().optional(),
  pnlOpen: PnlOpenSchema.nullable().optional(),
  optionsLongTerm: HoldingTermSchema.optional(),
  /** The statement's Mark (last price), when it has one. */
  currentPrice: PriceSchema.nullable().optional(),
});
export type HoldingImportRow = z.output<typeof HoldingImportRowSchema>;

/** Query of GET /api/holdings and GET /api/options: optional fund filter ('All Funds' or absent = all). */
export const FundFilterQuerySchema = z.object({
  fund: z
    .preprocess((v) => (v === '' || v === 'All Funds' ? undefined : v), FundInputSchema.optional())
    .meta({
      description: "Fund to list; absent, '' or 'All Funds' lists every fund",
      enum: [...FUNDS, MAIN_FUND_LABEL, 'All Funds', ''],
    }),
});
