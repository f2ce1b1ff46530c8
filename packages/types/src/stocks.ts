/** Watchlist stocks, their analysis history and the today log. */
import { z } from 'zod';
import { VersionSchema } from './versions.js';
import { FileUrlSchema, IdSchema, IsoDateTimeSchema, SymbolSchema, partialUpdate } from './common.js';
import { ANALYSIS_TEXT_MAX } from './core/constants.js';
import { ANALYSIS_TEXT_MESSAGE, RANGE_MESSAGE, RANGES, TREND_CODES, trendMessage } from './core/stocks.js';

export const TrendCodeSchema = z.enum(TREND_CODES).meta({ description: 'BX trend: HH, HL, LH or LL' });
export const RangeSchema = z.enum(RANGES);

const trendInput = (label: string) =>
  z.enum(TREND_CODES, { error: trendMessage(label) }).meta({ description: 'BX trend: HH, HL, LH or LL' });
const rangeInput = z.enum(RANGES, { error: RANGE_MESSAGE });

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
    version: VersionSchema,
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
  analysisImage: FileUrlSchema.nullable(),
};

/** POST /api/stocks. Only `symbol` is required (the add-by-symbol helper sends just that). */
export const StockCreateSchema = z
  .object({ symbol: SymbolSchema })
  .extend(z.object(stockFields).partial().shape)
  .meta({ description: 'New watchlist stock; omitted fields are null / false' });
export type StockCreate = z.output<typeof StockCreateSchema>;
export type StockCreateInput = z.input<typeof StockCreateSchema>;

/** PATCH /api/stocks/{symbol}: any subset; null clears a value. Setting analysisText or analysisImage records history. */
export const StockUpdateSchema = partialUpdate(stockFields, 'Partial stock update');
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
