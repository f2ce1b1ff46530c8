/** What each BX trend code means (the legend and the chip's tooltip); colours are theme tokens (`palette.trend`). */
import type { TrendCode } from '@tradeboard/types';

export const TREND_MEANINGS: Record<TrendCode, string> = {
  HH: 'Higher High',
  HL: 'Higher Low',
  LH: 'Lower High',
  LL: 'Lower Low',
};
