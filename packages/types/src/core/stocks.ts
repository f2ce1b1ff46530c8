/** Watchlist enums, messages and labels. The stock schemas (../stocks.ts) are built on these. */
import { ANALYSIS_TEXT_MAX } from './constants.js';

export const TREND_CODES = ['HH', 'HL', 'LH', 'LL'] as const;
export type TrendCode = (typeof TREND_CODES)[number];

export const RANGES = ['Discount Range', 'Fair Value', 'Premium Range'] as const;
export type Range = (typeof RANGES)[number];

/** Input messages name the field, like the other fields' messages ('Monthly BX must be one of HH, HL, LH, LL'). */
export const trendMessage = (label: string): string => `${label} must be one of ${TREND_CODES.join(', ')}`;
export const RANGE_MESSAGE = `Range must be one of ${RANGES.join(', ')}`;
export const ANALYSIS_TEXT_MESSAGE = `Analysis text must be at most ${ANALYSIS_TEXT_MAX} characters`;

/** Notification-bell label of an analysis entry (SPEC: full / text / chart / update). */
export function analysisEntryLabel(entry: { analysisText?: string | null; analysisImage?: string | null }): string {
  const hasText = Boolean(entry.analysisText?.trim());
  const hasImage = Boolean(entry.analysisImage?.trim());
  if (hasText && hasImage) return 'full analysis';
  if (hasText) return 'text analysis';
  if (hasImage) return 'chart update';
  return 'update';
}
