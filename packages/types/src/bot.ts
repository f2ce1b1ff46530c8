/** Screenshot bot analysis (the feature itself comes in a later issue). */
import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema } from './common.js';

export const BotAnalysisSchema = z
  .object({
    id: IdSchema,
    filename: z.string(),
    analysisResult: z.string().nullable().meta({ description: 'Result as JSON text' }),
    confidence: z.number().nullable(),
    processedAt: IsoDateTimeSchema,
  })
  .meta({ description: 'Result of analysing one screenshot' });
export type BotAnalysis = z.infer<typeof BotAnalysisSchema>;
