/** Options positions per fund. */
import { z } from 'zod';
import { VersionSchema } from './versions.js';
import {
  ExpirySchema,
  FundInputSchema,
  FundSchema,
  IdSchema,
  IsoDateTimeSchema,
  OptionTypeSchema,
  TickerSchema,
  partialUpdate,
  signedNumber,
} from './common.js';
import { PRICE_MAX_MESSAGE } from './core/holdings.js';
import { NUMBER_LIMITS } from './core/numbers.js';
import { OPTION_PRICE_MESSAGE, STRIKE_MAX_MESSAGE, STRIKE_MESSAGE } from './core/options.js';
import { OPTION_SOURCES } from './core/options-import.js';
import { PnlOpenSchema, PnlPercentSchema, PositiveQuantitySchema, PriceSchema } from './holdings.js';

export const StrikeSchema = z
  .number({ error: STRIKE_MESSAGE })
  .positive(STRIKE_MESSAGE)
  .max(NUMBER_LIMITS.money, STRIKE_MAX_MESSAGE);
export const PositivePriceSchema = z
  .number({ error: OPTION_PRICE_MESSAGE })
  .positive(OPTION_PRICE_MESSAGE)
  .max(NUMBER_LIMITS.money, PRICE_MAX_MESSAGE);

export const OptionSourceSchema = z.enum(OPTION_SOURCES);

export const OptionPositionSchema = z
  .object({
    id: IdSchema,
    fund: FundSchema,
    ticker: z.string(),
    optionType: OptionTypeSchema,
    strike: z.number(),
    expiry: z.string().meta({ description: 'MM/DD/YYYY or YYYY-MM-DD as entered' }),
    quantity: z.number().int(),
    price: z.number(),
    pnlPercent: z.number().nullable(),
    pnlOpen: z.number().nullable(),
    currentPrice: z.number().nullable().optional().meta({
      description: 'Price per share of the contract on the imported statement (its Mark); null or absent when unknown',
    }),
    source: OptionSourceSchema.optional().meta({
      description:
        "'import' when a statement import wrote it (a later import may remove it); 'manual' or absent when added by hand",
    }),
    version: VersionSchema,
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
  })
  .meta({ description: 'An options position in a fund' });
export type OptionPosition = z.infer<typeof OptionPositionSchema>;

/** Fields a client sets on an options position; flow holdings share them (SPEC: same as options without fund). */
export const optionFields = {
  ticker: TickerSchema,
  optionType: OptionTypeSchema,
  strike: StrikeSchema,
  expiry: ExpirySchema,
  quantity: PositiveQuantitySchema,
  price: PositivePriceSchema,
  pnlPercent: PnlPercentSchema.nullable(),
  pnlOpen: PnlOpenSchema.nullable(),
};

/** POST /api/options (records option_added). */
export const OptionCreateSchema = z
  .object({
    fund: FundInputSchema.default('Main Fund'),
    ...optionFields,
    pnlPercent: optionFields.pnlPercent.optional(),
    pnlOpen: optionFields.pnlOpen.optional(),
  })
  .meta({ description: 'New options position' });
export type OptionCreate = z.output<typeof OptionCreateSchema>;
export type OptionCreateInput = z.input<typeof OptionCreateSchema>;

/** PATCH /api/options/{id} (records option_modified). Not used by the spec's screens; offered for completeness. */
export const OptionUpdateSchema = partialUpdate(
  { fund: FundInputSchema, ...optionFields },
  'Partial options position update',
);
export type OptionUpdate = z.output<typeof OptionUpdateSchema>;
export type OptionUpdateInput = z.input<typeof OptionUpdateSchema>;

/** Contracts of an imported option: a whole number, negative for a short leg, never 0. */
const CONTRACTS_MESSAGE = 'Quantity must be a whole number other than 0';
export const SignedContractsSchema = signedNumber('Quantity', NUMBER_LIMITS.quantity)
  .int(CONTRACTS_MESSAGE)
  .refine((value) => value !== 0, CONTRACTS_MESSAGE);

/** One option line of a broker statement, as the import sends it. */
export const OptionImportRowSchema = z
  .object({
    ticker: TickerSchema,
    optionType: OptionTypeSchema,
    strike: StrikeSchema,
    expiry: ExpirySchema,
    quantity: SignedContractsSchema,
    price: PriceSchema,
    pnlPercent: PnlPercentSchema.nullable().optional(),
    pnlOpen: PnlOpenSchema.nullable().optional(),
    currentPrice: PriceSchema.nullable().optional(),
  })
  .meta({
    description: 'An option line of a broker statement: the underlying, type, strike, expiry, signed contracts',
  });
export type OptionImportRow = z.output<typeof OptionImportRowSchema>;
export type OptionImportRowInput = z.input<typeof OptionImportRowSchema>;
