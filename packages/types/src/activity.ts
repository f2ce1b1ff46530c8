/** Portfolio activity history and daily activity (positions added/removed on a date). */
import { z } from 'zod';
import { VersionSchema } from './versions.js';
import {
  ActivityFundInputSchema,
  ActivityFundSchema,
  IdSchema,
  IsoDateTimeSchema,
  TickerSchema,
  UsDateSchema,
} from './common.js';
import { MESSAGES } from './core/common.js';
import { normaliseUsDate } from './core/dates.js';
import { ACTIVITY_DETAILS_JSON_MESSAGE, ACTIVITY_DETAILS_MAX, ACTIVITY_TYPES } from './core/activity.js';
import { PORTFOLIO_HISTORY_DAYS, PORTFOLIO_HISTORY_MAX_DAYS } from './core/constants.js';

export const ActivityTypeSchema = z.enum(ACTIVITY_TYPES);

export const PortfolioActivitySchema = z
  .object({
    id: IdSchema,
    fund: ActivityFundSchema,
    date: z.string().meta({ description: 'MM/DD/YYYY' }),
    activityType: ActivityTypeSchema,
    ticker: z.string(),
    details: z
      .string()
      .nullable()
      .meta({ description: 'JSON text (quantity, price, strike, expiry, optionType) or null' }),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ description: 'One entry of the portfolio activity history' });
export type PortfolioActivity = z.infer<typeof PortfolioActivitySchema>;

const DETAILS_TOO_LONG = `Details must be at most ${ACTIVITY_DETAILS_MAX} characters`;

const isJsonText = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** Details: JSON text, or an object that the API stores as JSON text. */
export const ActivityDetailsSchema = z
  .union([
    z
      .string()
      .max(ACTIVITY_DETAILS_MAX, DETAILS_TOO_LONG)
      .refine(isJsonText, ACTIVITY_DETAILS_JSON_MESSAGE)
      // contentMediaType is how JSON Schema says "this text is a JSON document".
      .meta({
        description: 'JSON text (JSON.parse must accept it)',
        contentMediaType: 'application/json',
        example: '{"quantity":10,"price":150.25}',
      }),
    z.record(z.string(), z.unknown()).meta({ description: 'An object, stored as its JSON text' }),
  ])
  .nullable()
  .transform((value) => (value === null || typeof value === 'string' ? value : JSON.stringify(value)))
  .refine((value) => value === null || value.length <= ACTIVITY_DETAILS_MAX, DETAILS_TOO_LONG)
  .meta({
    description: `JSON text or an object, at most ${ACTIVITY_DETAILS_MAX} characters as JSON text; null for none`,
  });

/** POST /api/portfolio-activity. */
export const PortfolioActivityCreateSchema = z
  .object({
    fund: ActivityFundInputSchema,
    date: UsDateSchema,
    activityType: ActivityTypeSchema,
    ticker: TickerSchema,
    details: ActivityDetailsSchema.optional(),
  })
  .meta({ description: 'New portfolio activity entry' });
export type PortfolioActivityCreate = z.output<typeof PortfolioActivityCreateSchema>;
export type PortfolioActivityCreateInput = z.input<typeof PortfolioActivityCreateSchema>;

/** GET /api/portfolio-activity/{fund}/{days}: entries of the last N days (today included), newest date first. */
export const PortfolioActivityParamsSchema = z.object({
  fund: ActivityFundInputSchema,
  // Digits only: z.coerce would also take '1e2', '0x10' or ' 7 ', and say 'received NaN' for 'abc'.
  days: z
    .string()
    .regex(/^\d+$/, 'Days must be a whole number')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, 'Days must be at least 1')
        .max(PORTFOLIO_HISTORY_MAX_DAYS, `Days must be at most ${PORTFOLIO_HISTORY_MAX_DAYS}`),
    )
    .meta({
      description: `Window in days, 1 to ${PORTFOLIO_HISTORY_MAX_DAYS} (the app asks for ${PORTFOLIO_HISTORY_DAYS})`,
      example: String(PORTFOLIO_HISTORY_DAYS),
    }),
});

export const DailyActivitySchema = z
  .object({
    id: IdSchema,
    fund: ActivityFundSchema,
    date: z.string().meta({ description: 'MM/DD/YYYY' }),
    addedPositions: z.array(z.string()),
    removedPositions: z.array(z.string()),
    version: VersionSchema,
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
  })
  .meta({ description: 'Positions added and removed in a fund on a date' });
export type DailyActivity = z.infer<typeof DailyActivitySchema>;

/** GET /api/daily-activity/{fund}/{date}: the record, or null when nothing is stored for that fund and date. */
export const DailyActivityResultSchema = DailyActivitySchema.nullable();
export type DailyActivityResult = z.infer<typeof DailyActivityResultSchema>;

const dedupe = (tickers: string[]) => [...new Set(tickers)];

/**
 * POST /api/daily-activity: replaces the lists for fund+date (upsert). Tickers are normalised and
 * de-duplicated; a ticker in both lists is an error. Each ticker new to a list records a
 * holding_added / holding_removed portfolio activity entry for that date.
 */
export const DailyActivitySaveSchema = z
  .object({
    fund: ActivityFundInputSchema,
    date: UsDateSchema,
    addedPositions: z.array(TickerSchema).max(500).default([]).transform(dedupe),
    removedPositions: z.array(TickerSchema).max(500).default([]).transform(dedupe),
  })
  .refine((body) => !body.addedPositions.some((ticker) => body.removedPositions.includes(ticker)), {
    message: 'A ticker cannot be both added and removed',
    path: ['removedPositions'],
  })
  .meta({ description: 'Daily activity lists of a fund and date; a ticker may not be in both lists' });
export type DailyActivitySave = z.output<typeof DailyActivitySaveSchema>;
export type DailyActivitySaveInput = z.input<typeof DailyActivitySaveSchema>;

/** The two lists of a day's record. */
export const DAILY_ACTIVITY_LISTS = ['addedPositions', 'removedPositions'] as const;

/**
 * POST /api/daily-activity/change: one ticker added to or removed from one list of a fund's day, applied
 * as a single change on the stored record (so two admins editing at once both keep theirs).
 */
export const DailyActivityChangeSchema = z
  .object({
    fund: ActivityFundInputSchema,
    date: UsDateSchema,
    list: z.enum(DAILY_ACTIVITY_LISTS, { error: 'List must be addedPositions or removedPositions' }),
    action: z.enum(['add', 'remove'], { error: 'Action must be add or remove' }),
    ticker: TickerSchema,
  })
  .meta({ description: "One ticker added to or removed from one list of a fund's day" });
export type DailyActivityChange = z.output<typeof DailyActivityChangeSchema>;
export type DailyActivityChangeInput = z.input<typeof DailyActivityChangeSchema>;

export const DailyActivityParamsSchema = z.object({ fund: ActivityFundInputSchema, date: UsDateSchema });

const dateSegment = (digits: string, example: string, part: string) =>
  z
    .string()
    .regex(new RegExp(`^\\d{${digits}}$`), MESSAGES.usDate)
    .meta({
      description: `${part}; month/day/year together must be a real date (month 1-12, day within that month)`,
      example,
    });

/**
 * GET /api/daily-activity/{fund}/{month}/{day}/{year}: the date as three path segments. Each
 * segment has its digits; together they must make a real date (400 on path ['date'] otherwise).
 */
export const DailyActivitySegmentsParamsSchema = z
  .object({
    fund: ActivityFundInputSchema,
    month: dateSegment('1,2', '06', 'Month (1 or 2 digits)'),
    day: dateSegment('1,2', '02', 'Day (1 or 2 digits)'),
    year: dateSegment('4', '2025', 'Year (4 digits)'),
  })
  .refine((params) => normaliseUsDate(`${params.month}/${params.day}/${params.year}`) !== null, {
    message: MESSAGES.usDate,
    path: ['date'],
  });

/** The canonical MM/DD/YYYY of valid segments. */
export const segmentsDate = (params: { month: string; day: string; year: string }): string =>
  normaliseUsDate(`${params.month}/${params.day}/${params.year}`)!;
