/** Shared building blocks: ids, dates, tickers, funds, URLs, the error body. */
import { z } from 'zod';
import { DEFAULT_FUND, FLOW_FUND, FUNDS, MAIN_FUND_LABEL } from './constants.js';

export const MESSAGES = {
  tickerRequired: 'Ticker is required',
  tickerFormat: 'Ticker must be 1 to 6 letters',
  symbolRequired: 'Please enter a stock symbol.',
  usDate: 'Date must be MM/DD/YYYY',
  expiry: 'Expiry must be MM/DD/YYYY or YYYY-MM-DD',
  fund: `Fund must be one of: ${FUNDS.join(', ')}`,
  activityFund: `Fund must be one of: ${FUNDS.join(', ')}, ${FLOW_FUND}`,
  url: "URL must start with '/' or http(s)://",
} as const;

/** A document id as it leaves the API (MongoDB ObjectId as 24 hex characters). */
export const IdSchema = z.string().meta({ description: 'Document id', example: '665f1c2e9b1e8a3d4c5b6a79' });
/** An instant as an ISO 8601 string. */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true }).meta({ example: '2025-06-02T14:30:00.000Z' });

export const ErrorBodySchema = z
  .object({
    message: z.string(),
    issues: z
      .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string(), code: z.string().optional() }))
      .optional(),
  })
  .meta({ description: 'Every error answer: a message and, for 400, the validation issues' });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

// ---------- tickers ----------

/** 1-6 letters with an optional one-letter share-class suffix such as '.B' (BRK.B). */
export const TICKER_PATTERN = /^[A-Z]{1,6}(\.[A-Z])?$/;

/** Trim and upper-case a ticker the way every input does. */
export function normaliseTicker(raw: string): string {
  return raw.trim().toUpperCase();
}

export function isValidTicker(raw: string): boolean {
  return TICKER_PATTERN.test(normaliseTicker(raw));
}

function tickerWith(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .toUpperCase()
    .min(1, { error: requiredMessage, abort: true })
    .regex(TICKER_PATTERN, MESSAGES.tickerFormat)
    .meta({ description: 'Ticker: trimmed and upper-cased, 1-6 letters, optional .B-style class suffix', example: 'AAPL' });
}
/** Ticker input: trimmed, upper-cased, validated. */
export const TickerSchema = tickerWith(MESSAGES.tickerRequired);
/** Watchlist symbol input: same rule, the spec's blank message. */
export const SymbolSchema = tickerWith(MESSAGES.symbolRequired);

// ---------- dates ----------

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Parse 'M/D/YYYY' or 'MM/DD/YYYY' into the canonical 'MM/DD/YYYY', or null when it is not a real date. */
export function normaliseUsDate(raw: string): string | null {
  const match = US_DATE.exec(raw.trim());
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) ? `${pad2(month)}/${pad2(day)}/${year}` : null;
}

/** A local calendar date as 'MM/DD/YYYY' (what the activity screens and the API use for "today"). */
export function formatUsDate(date: Date): string {
  return `${pad2(date.getMonth() + 1)}/${pad2(date.getDate())}/${date.getFullYear()}`;
}

/** 'MM/DD/YYYY' -> local Date at midnight. Assumes a valid (normalised) input. */
export function parseUsDate(usDate: string): Date {
  const [month, day, year] = usDate.split('/').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** Display form of an option expiry: ISO 'YYYY-MM-DD' becomes 'MM/DD/YYYY'; anything else is shown as stored. */
export function formatExpiry(expiry: string): string {
  const iso = ISO_DATE.exec(expiry.trim());
  return iso ? `${iso[2]}/${iso[3]}/${iso[1]}` : expiry;
}

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
  .meta({ description: 'US calendar date MM/DD/YYYY', example: '06/02/2025' });

/** Option expiry: 'MM/DD/YYYY' (normalised) or ISO 'YYYY-MM-DD' (kept; shown as MM/DD/YYYY via formatExpiry). */
export const ExpirySchema = z
  .string({ error: MESSAGES.expiry })
  .trim()
  .transform((value, ctx) => {
    const iso = ISO_DATE.exec(value);
    if (iso && isRealDate(Number(iso[1]), Number(iso[2]), Number(iso[3]))) return value;
    const us = normaliseUsDate(value);
    if (us !== null) return us;
    ctx.addIssue({ code: 'custom', message: MESSAGES.expiry });
    return z.NEVER;
  })
  .meta({ description: 'Expiry date, MM/DD/YYYY or YYYY-MM-DD', example: '06/20/2025' });

// ---------- funds ----------

export const FundSchema = z.enum(FUNDS).meta({ description: 'Fund name as stored' });
export type Fund = z.infer<typeof FundSchema>;
export const ActivityFundSchema = z.enum([...FUNDS, FLOW_FUND]).meta({ description: "Fund name as stored, or 'FLOW'" });
export type ActivityFund = z.infer<typeof ActivityFundSchema>;

/** Map the UI label '✅ Main Fund' to the stored 'Main Fund'; other values pass through trimmed. */
export function normaliseFund(raw: string): string {
  const trimmed = raw.trim();
  return trimmed === MAIN_FUND_LABEL ? DEFAULT_FUND : trimmed;
}

const fundAlias = (value: unknown) => (typeof value === 'string' ? normaliseFund(value) : value);

/** Fund input: one of FUNDS, '✅ Main Fund' accepted and stored as 'Main Fund'. */
export const FundInputSchema = z
  .preprocess(fundAlias, z.enum(FUNDS, { error: MESSAGES.fund }))
  .meta({ description: `Fund; '${MAIN_FUND_LABEL}' is accepted as an alias of '${DEFAULT_FUND}'` });
/** Fund input for manual P&L, daily and portfolio activity, next-session trades: FUNDS plus 'FLOW'. */
export const ActivityFundInputSchema = z
  .preprocess(fundAlias, z.enum([...FUNDS, FLOW_FUND], { error: MESSAGES.activityFund }))
  .meta({ description: `Fund or '${FLOW_FUND}'; '${MAIN_FUND_LABEL}' is accepted as an alias of '${DEFAULT_FUND}'` });

// ---------- misc ----------

/**
 * A link to a stored file or an external resource: a same-origin path ('/uploads/..') or an http(s) URL.
 * A path may not start with '//' or '/\\': browsers read both as another host ('//evil.example/x.png').
 */
export const UrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => /^\/(?![/\\])/.test(value) || /^https?:\/\/[^\s]+$/i.test(value), MESSAGES.url)
  .meta({ example: '/uploads/images/2f1c.png' });

/** Optional number that also accepts null ("empty means null"). */
export const NullableNumberSchema = z.number().finite().nullable();

export const OptionTypeSchema = z.enum(['CALL', 'PUT'], { error: 'Option type must be CALL or PUT' });
export type OptionType = z.infer<typeof OptionTypeSchema>;

/** Timestamps on every stored document. */
export const TimestampsShape = { createdAt: IsoDateTimeSchema, updatedAt: IsoDateTimeSchema };
