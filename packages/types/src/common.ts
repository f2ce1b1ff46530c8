/** Shared building blocks: ids, dates, tickers, funds, URLs, the error body (rules in ./core/common.ts). */
import { z } from 'zod';
import { DEFAULT_FUND, FLOW_FUND, FUNDS, MAIN_FUND_LABEL } from './core/constants.js';
import {
  isFileUrl,
  isLinkUrl,
  MESSAGES,
  normaliseFund,
  OPTION_TYPES,
  TEXT_PATTERNS,
  TICKER_INPUT_PATTERN,
} from './core/common.js';
import { normaliseExpiry, normaliseUsDate } from './core/dates.js';
import { withinMessage } from './core/numbers.js';

/** A document id as it leaves the API (MongoDB ObjectId as 24 hex characters). */
export const IdSchema = z.string().meta({ description: 'Document id', example: '665f1c2e9b1e8a3d4c5b6a79' });
/** An instant as an ISO 8601 string. */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true }).meta({ example: '2025-06-02T14:30:00.000Z' });

export const ErrorBodySchema = z
  .object({
    message: z.string(),
    issues: z
      .array(
        z.object({
          path: z.array(z.union([z.string(), z.number()])),
          message: z.string(),
          code: z.string().optional(),
        }),
      )
      .optional(),
  })
  .meta({ description: 'Every error answer: a message and, for 400, the validation issues' });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

// ---------- tickers ----------

function tickerWith(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .regex(TICKER_INPUT_PATTERN, MESSAGES.tickerFormat)
    .toUpperCase()
    .meta({
      description:
        'Ticker: 1-6 ASCII letters, optional .B-style class suffix, any case; checked as sent (surrounding spaces ignored), then trimmed and upper-cased',
      pattern: TEXT_PATTERNS.ticker,
      example: 'AAPL',
    });
}
/** Ticker input: trimmed, upper-cased, validated. */
export const TickerSchema = tickerWith(MESSAGES.tickerRequired);
/** Watchlist symbol input: same rule, the spec's blank message. */
export const SymbolSchema = tickerWith(MESSAGES.symbolRequired);

// ---------- dates ----------

/** What the document says of every MM/DD/YYYY input (the pattern cannot say that the date must exist). */
export const US_DATE_DESCRIPTION =
  'US calendar date MM/DD/YYYY (one-digit month or day accepted, stored with two digits; surrounding spaces ignored). ' +
  'Must be a real date: month 01-12, day within that month (02/29 only in leap years)';

/** Calendar date 'MM/DD/YYYY' (one-digit month/day accepted, normalised to two digits). */
export const UsDateSchema = z
  .string({ error: MESSAGES.usDate })
  .transform((value, ctx) => {
    const normalised = normaliseUsDate(value);
    if (normalised === null) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.usDate });
      return z.NEVER;
    }
    return normalised;
  })
  .meta({ description: US_DATE_DESCRIPTION, pattern: TEXT_PATTERNS.usDate, example: '06/02/2025' });

/** Option expiry: 'MM/DD/YYYY' (normalised) or ISO 'YYYY-MM-DD' (kept; shown as MM/DD/YYYY via formatExpiry). */
export const ExpirySchema = z
  .string({ error: MESSAGES.expiry })
  .trim()
  .transform((value, ctx) => {
    const normalised = normaliseExpiry(value);
    if (normalised === null) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.expiry });
      return z.NEVER;
    }
    return normalised;
  })
  .meta({
    description:
      'Expiry date, MM/DD/YYYY (one-digit month or day accepted) or YYYY-MM-DD; surrounding spaces ignored. Must be a real date',
    pattern: TEXT_PATTERNS.expiry,
    example: '06/20/2025',
  });

// ---------- funds ----------

export const FundSchema = z.enum(FUNDS).meta({ description: 'Fund name as stored' });
export const ActivityFundSchema = z.enum([...FUNDS, FLOW_FUND]).meta({ description: "Fund name as stored, or 'FLOW'" });

const fundAlias = (value: unknown) => (typeof value === 'string' ? normaliseFund(value) : value);

/** Fund input: one of FUNDS, '✅ Main Fund' accepted and stored as 'Main Fund'. */
export const FundInputSchema = z.preprocess(fundAlias, z.enum(FUNDS, { error: MESSAGES.fund })).meta({
  description: `Fund; '${MAIN_FUND_LABEL}' is accepted as an alias of '${DEFAULT_FUND}'`,
  enum: [...FUNDS, MAIN_FUND_LABEL],
});
/** Fund input for manual P&L, daily and portfolio activity, next-session trades: FUNDS plus 'FLOW'. */
export const ActivityFundInputSchema = z
  .preprocess(fundAlias, z.enum([...FUNDS, FLOW_FUND], { error: MESSAGES.activityFund }))
  .meta({
    description: `Fund or '${FLOW_FUND}'; '${MAIN_FUND_LABEL}' is accepted as an alias of '${DEFAULT_FUND}'`,
    enum: [...FUNDS, FLOW_FUND, MAIN_FUND_LABEL],
  });

// ---------- misc ----------

/** A link to a stored file or an external resource (isLinkUrl: '/uploads/...' or an http(s) URL). */
export const UrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine(isLinkUrl, MESSAGES.url)
  .meta({
    description:
      "A stored file ('/uploads/' then path segments of letters, digits and . _ ~ -, none starting with a dot) " +
      'or an http(s):// URL with a host, without spaces or control characters; at most 2048 characters once trimmed',
    pattern: TEXT_PATTERNS.linkUrl,
    example: '/uploads/images/2f1c.png',
  });

/**
 * A stored file shown or linked on our own pages (chart, flow screenshot, attachment): only a
 * same-origin '/uploads/...' path (isFileUrl), never another host and never an API route.
 */
export const FileUrlSchema = z.string().trim().max(2048).refine(isFileUrl, MESSAGES.fileUrl).meta({
  description:
    "A stored file: '/uploads/' then path segments of letters, digits and . _ ~ -, none starting with a dot; at most 2048 characters once trimmed",
  pattern: TEXT_PATTERNS.fileUrl,
  example: '/uploads/images/2f1c.png',
});

// ---------- numbers (bounds in ./core/numbers.ts) ----------

/**
 * A number that may be negative (a P&L, a percent), at most `limit` in absolute value. zod 4's
 * number already refuses NaN and Infinity; the bound keeps every figure computed from it finite.
 */
export function signedNumber(label: string, limit: number) {
  const message = withinMessage(label, limit);
  return z
    .number({ error: `${label} must be a number` })
    .min(-limit, message)
    .max(limit, message);
}

export const OptionTypeSchema = z.enum(OPTION_TYPES, { error: MESSAGES.optionType });

/** Timestamps on every stored document. */
export const TimestampsShape = { createdAt: IsoDateTimeSchema, updatedAt: IsoDateTimeSchema };

// ---------- partial updates ----------

/** Every PATCH body must change something: an empty object is a 400 with this message. */
export const NOTHING_TO_UPDATE = 'Provide at least one field to update';
export const hasAnyField = (body: object): boolean => Object.keys(body).length > 0;

/**
 * A PATCH body: any subset of `shape`, at least one field, and no field outside it (a misspelt
 * field is a 400, not an update that silently changes nothing). The document says both:
 * `minProperties: 1` and `additionalProperties: false`.
 */
export function partialUpdate<Shape extends z.ZodRawShape>(shape: Shape, description: string) {
  return z
    .strictObject(shape)
    .partial()
    .refine(hasAnyField, NOTHING_TO_UPDATE)
    .meta({ description: `${description}: at least one field, no others`, minProperties: 1 });
}

/** Text that must not be blank (trimmed first): the document's pattern says so next to minLength. */
export const notBlank = { pattern: TEXT_PATTERNS.notBlank } as const;
