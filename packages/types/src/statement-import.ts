/**
 * POST /api/holdings/import: one broker statement into one fund, holdings and options together.
 * Here rather than in holdings.ts because it builds on both holdings.ts and options.ts.
 */
import { z } from 'zod';
import { FundInputSchema, UsDateSchema } from './common.js';
import { HOLDINGS_IMPORT_MAX_ROWS } from './core/holdings.js';
import { HoldingImportRowSchema } from './holdings.js';
import { OptionImportRowSchema } from './options.js';

const NO_DATA_MESSAGE = 'No valid holdings data found in the CSV.';
const rowCount = (rows: unknown) => (Array.isArray(rows) ? rows.length : 0);
const tooMany = `At most ${HOLDINGS_IMPORT_MAX_ROWS} rows per import`;

/**
 * The statement's positions replace the fund's: every row is validated before anything is written;
 * a bad row rejects the whole import (400 naming the row). At least one holding or option.
 */
export const HoldingsImportSchema = z
  .object({
    fund: FundInputSchema,
    holdings: z.array(HoldingImportRowSchema).max(HOLDINGS_IMPORT_MAX_ROWS, tooMany),
    options: z
      .array(OptionImportRowSchema)
      .max(HOLDINGS_IMPORT_MAX_ROWS, tooMany)
      .optional()
      .meta({ description: "The statement's option lines; absent: the fund's options are left alone" }),
    statementDate: UsDateSchema.optional().meta({
      description: "The statement's date (MM/DD/YYYY): stored as priceDate with each currentPrice it sets",
    }),
    removeManualOptions: z.boolean().optional().meta({
      description:
        "Also remove the fund's options added by hand that the file leaves out (options an earlier import wrote are removed either way)",
    }),
  })
  // With `when`, the check also sees bodies that are not objects at all (null from a client, or the
  // OpenAPI generator probing for nullability).
  .refine((body) => rowCount(body?.holdings) + rowCount(body?.options) > 0, {
    message: NO_DATA_MESSAGE,
    path: ['holdings'],
    // Also when another field is wrong, so one answer names every problem.
    when: () => true,
  })
  .meta({ description: 'Holdings and options parsed from a broker statement for one fund' });
export type HoldingsImport = z.output<typeof HoldingsImportSchema>;
export type HoldingsImportInput = z.input<typeof HoldingsImportSchema>;

const count = (description: string) => z.number().int().meta({ description });

export const HoldingsImportResultSchema = z
  .object({
    results: z.object({
      updated: count('Tickers already in the fund whose figures the file changes, updated'),
      created: count('Tickers new to the fund'),
      removed: count("The fund's tickers missing from the file, deleted"),
      unchanged: count('Tickers already in the fund with the same figures in the file (nothing written)'),
      options: z
        .object({
          created: count('Options positions new to the fund'),
          updated: count(
            'Options positions already in the fund (same underlying, type, strike and expiry) whose figures the file changes, updated',
          ),
          removed: count("The fund's options positions missing from the file, deleted"),
          unchanged: count('Options positions already in the fund with the same figures in the file (nothing written)'),
        })
        .meta({ description: 'Counts of the options part (all 0 when the body has no options)' }),
    }),
  })
  .meta({ description: 'Counts of an import' });
export type HoldingsImportResult = z.infer<typeof HoldingsImportResultSchema>;
