/**
 * Heat map colours (SPEC "Admin Heat Map section"): HH green, HL light red, LH dark green, LL dark red;
 * Discount Range purple, Fair Value green, Premium Range red. Solid fills with a contrasting text colour
 * so the chips read the same on light and dark backgrounds.
 */
import type { Range, TrendCode } from '@tradeboard/types';

export interface Swatch {
  background: string;
  text: string;
  /** Dark mode only: a lighter rim for the dark fills, whose edge would otherwise melt into dark paper. */
  darkModeEdge?: string;
}

export const TREND_SWATCHES: Record<TrendCode, Swatch> = {
  HH: { background: '#22c55e', text: '#052e16' },
  HL: { background: '#fca5a5', text: '#450a0a' },
  LH: { background: '#166534', text: '#ffffff', darkModeEdge: '#4ade80' },
  LL: { background: '#991b1b', text: '#ffffff', darkModeEdge: '#f87171' },
};

export const TREND_MEANINGS: Record<TrendCode, string> = {
  HH: 'Higher High',
  HL: 'Higher Low',
  LH: 'Lower High',
  LL: 'Lower Low',
};

export type RangeIconName = 'circle' | 'checkbox' | 'stop';

/** Range text colours per theme mode: the dark-mode shades keep the contrast on dark paper. */
export const RANGE_STYLES: Record<Range, { color: { light: string; dark: string }; icon: RangeIconName }> = {
  'Discount Range': { color: { light: '#9333ea', dark: '#c084fc' }, icon: 'circle' },
  'Fair Value': { color: { light: '#15803d', dark: '#4ade80' }, icon: 'checkbox' },
  'Premium Range': { color: { light: '#dc2626', dark: '#f87171' }, icon: 'stop' },
};

export function trendSwatch(code: TrendCode | null | undefined): Swatch | null {
  return code ? TREND_SWATCHES[code] : null;
}
