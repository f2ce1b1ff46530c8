/** Screenshot bot analysis: stored records, the proposals inside them, and the apply request. */
import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema, SymbolSchema } from './common.js';
import { BOT_KEYS } from './core/bot.js';

export const BotAnalysisSchema = z
  .object({
    id: IdSchema,
    filename: z.string(),
    analysisResult: z.string().nullable().meta({ description: 'Result as JSON text (BotAnalysisResult)' }),
    confidence: z
      .number()
      .nullable()
      .meta({ description: 'Mean OCR confidence (0-100) of the proposals, null when none' }),
    processedAt: IsoDateTimeSchema,
  })
  .meta({ description: 'Result of analysing one screenshot' });
export type BotAnalysis = z.infer<typeof BotAnalysisSchema>;

export const BotKeySchema = z.enum(BOT_KEYS).meta({ description: 'Which bot flag of the stock' });

export const BotProposalSchema = z.object({
  symbol: z.string(),
  bot: BotKeySchema,
  inPosition: z.boolean(),
  /** The state words as read, e.g. 'IN POSITION'. */
  state: z.string(),
  confidence: z.number().min(0).max(100),
});
export type BotProposal = z.infer<typeof BotProposalSchema>;

/** What `analysisResult` holds (as JSON text). */
export const BotAnalysisResultSchema = z.object({
  bot: BotKeySchema.nullable(),
  botSource: z.enum(['heading', 'form']).nullable(),
  proposals: z.array(BotProposalSchema),
  /** Ticker-like words next to a state word that are not on the watchlist. */
  unknownSymbols: z.array(z.string()),
  note: z.string().nullable(),
  text: z.string(),
});
export type BotAnalysisResult = z.infer<typeof BotAnalysisResultSchema>;

/** Text fields of POST /api/analyze-screenshots next to the files. */
export const AnalyzeScreenshotsFieldsSchema = z.object({
  bot: BotKeySchema.optional().meta({ description: 'The bot the screenshots show when their text does not name it' }),
});

export const ApplyBotAnalysisSchema = z
  .object({
    changes: z
      .array(z.object({ symbol: SymbolSchema, bot: BotKeySchema, inPosition: z.boolean() }))
      .min(1, 'Choose at least one proposal to apply')
      .max(300),
  })
  .meta({ description: 'The chosen proposals: one bot flag per entry' });
export type ApplyBotAnalysisInput = z.input<typeof ApplyBotAnalysisSchema>;
