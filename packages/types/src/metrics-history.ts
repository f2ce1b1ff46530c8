/** GET /api/portfolio-metrics/history: the stored daily snapshots of a chart range (Fund Performance). */
import { z } from 'zod';
import { DEFAULT_METRICS_RANGE, METRICS_RANGES } from './core/metrics-range.js';
import { PortfolioMetricsSnapshotSchema } from './metrics.js';

export const MetricsRangeSchema = z.enum(METRICS_RANGES, {
  error: `Range must be one of: ${METRICS_RANGES.join(', ')}`,
});

export const PortfolioMetricsHistoryQuerySchema = z.object({
  range: MetricsRangeSchema.default(DEFAULT_METRICS_RANGE).meta({
    description: `Chart range (default ${DEFAULT_METRICS_RANGE})`,
    example: '1M',
  }),
});

export const PortfolioMetricsHistorySchema = z
  .object({
    range: MetricsRangeSchema,
    from: z
      .string()
      .nullable()
      .meta({ description: 'First day of the range, MM/DD/YYYY (server local day); null for ALL' }),
    to: z.string().meta({ description: 'Today, MM/DD/YYYY (server local day)' }),
    snapshots: z
      .array(PortfolioMetricsSnapshotSchema)
      .meta({ description: 'One per stored day in the range, oldest first' }),
  })
  .meta({ description: 'Daily portfolio snapshots of a range' });
export type PortfolioMetricsHistory = z.infer<typeof PortfolioMetricsHistorySchema>;
