/** Watchlist stocks, their analysis history and the today log. */
import { z } from 'zod';
import { ANALYSIS_TEXT_MAX } from './constants.js';
import { IdSchema, IsoDateTimeSchema, SymbolSchema, UrlSchema } from './common.js';

export const TREND_CODES = ['HH', 'HL', 'LH', 'LL'] as const;
export const TrendCodeSchema = z.enum(TREND_CODES).meta({ description: 'BX trend: HH, HL, LH or LL' });
export type TrendCode = z.infer<typeof TrendCodeSchema>;

export const RANGES = ['Discount Range', 'Fair Value', 'Premium Range'] as const;
export const RangeSchema = z.enum(RANGES);
export type Range = z.infer<typeof RangeSchema>;

/** Input messages name the field, like the other fields' messages ('Monthly BX must be one of HH, HL, LH, LL'). */
const trendInput = (label: string) => z.enum(TREND_CODES, { error: `${label} must be one of ${TREND_CODES.join(', ')}` }).meta({ description: 'BX trend: HH, HL, LH or LL' });
export const RANGE_MESSAGE = `Range must be one of ${RANGES.join(', ')}`;
const rangeInput = z.enum(RANGES, { error: RANGE_MESSAGE });

export const ANALYSIS_TEXT_MESSAGE = `Analysis text must be at most ${ANALYSIS_TEXT_MAX} characters`;
export const AnalysisTextSchema = z.string().max(ANALYSIS_TEXT_MAX, ANALYSIS_TEXT_MESSAGE);

export const StockSchema = z
  .object({
    id: IdSchema,
    symbol: z.string(),
    range: RangeSchema.nullable(),
    monthlyBX: TrendCodeSchema.nullable(),
    weeklyBX: TrendCodeSchema.nullable(),
    dailyBX: TrendCodeSchema.nullable(),
    hybridBotPosition: z.boolean(),
    swingBotPosition: z.boolean(),
    hourBotPosition: z.boolean(),
    analysisText: z.string().nullable(),
    analysisImage: z.string().nullable(),
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
  })
  .meta({ description: 'A watchlist stock' });
export type Stock = z.infer<typeof StockSchema>;

/** Fields a client may set on a stock (no defaults here, so partial updates stay partial). */
const stockFields = {
  range: rangeInput.nullable(),
  monthlyBX: trendInput('Monthly BX').nullable(),
  weeklyBX: trendInput('Weekly BX').nullable(),
  dailyBX: trendInput('Daily BX').nullable(),
  hybridBotPosition: z.boolean(),
  swingBotPosition: z.boolean(),
  hourBotPosition: z.boolean(),
  analysisText: AnalysisTextSchema.nullable(),
  analysisImage: UrlSchema.nullable(),
};

/** POST /api/stocks. Only `symbol` is required (the add-by-symbol helper sends just that). */
export const StockCreateSchema = z
  .object({ symbol: SymbolSchema })
  .extend(z.object(stockFields).partial().shape)
  .meta({ description: 'New watchlist stock; omitted fields are null / false' });
export type StockCreate = z.output<typeof StockCreateSchema>;
export type StockCreateInput = z.input<typeof StockCreateSchema>;

/** PATCH /api/stocks/{symbol}: any subset; null clears a value. Setting analysisText or analysisImage records history. */
export const StockUpdateSchema = z
  .object(stockFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Provide at least one field to update')
  .meta({ description: 'Partial stock update' });
export type StockUpdate = z.output<typeof StockUpdateSchema>;
export type StockUpdateInput = z.input<typeof StockUpdateSchema>;

export const SymbolParamSchema = z.object({ symbol: SymbolSchema });

export const AnalysisHistoryEntrySchema = z
  .object({
    id: IdSchema,
    stockSymbol: z.string(),
    analysisText: z.string().nullable(),
    analysisImage: z.string().nullable(),
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
  })
  .meta({ description: 'One saved analysis of a stock' });
export type AnalysisHistoryEntry = z.infer<typeof AnalysisHistoryEntrySchema>;

/** GET /api/analysis-log/today item: an analysis saved since the server's local midnight. */
export const AnalysisLogEntrySchema = AnalysisHistoryEntrySchema.omit({ updatedAt: true }).meta({
  description: "Analysis saved today (since the server's local midnight)",
});
export type AnalysisLogEntry = z.infer<typeof AnalysisLogEntrySchema>;

/** Notification-bell label of an analysis entry (SPEC: full / text / chart / update). */
export function analysisEntryLabel(entry: { analysisText?: string | null; analysisImage?: string | null }): string {
  const hasText = Boolean(entry.analysisText?.trim());
  const hasImage = Boolean(entry.analysisImage?.trim());
  if (hasText && hasImage) return 'full analysis';
  if (hasText) return 'text analysis';
  if (hasImage) return 'chart update';
  return 'update';
}
