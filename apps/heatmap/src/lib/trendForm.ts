/**
 * Manual BX Trend Entry: the form holds '' for "no choice"; an empty choice is sent as null so the
 * value is cleared. The update needs a stock and at least one of range, monthly, weekly, daily.
 */
import type { Range, Stock, StockUpdateInput, TrendCode } from '@tradeboard/types';

export interface TrendFormValues {
  symbol: string;
  range: Range | '';
  monthlyBX: TrendCode | '';
  weeklyBX: TrendCode | '';
  dailyBX: TrendCode | '';
}

export const EMPTY_TREND_FORM: TrendFormValues = { symbol: '', range: '', monthlyBX: '', weeklyBX: '', dailyBX: '' };

export type TrendUpdate = Required<Pick<StockUpdateInput, 'range' | 'monthlyBX' | 'weeklyBX' | 'dailyBX'>>;

export type TrendFormResult = { ok: true; symbol: string; update: TrendUpdate } | { ok: false };

export function buildTrendUpdate(values: TrendFormValues): TrendFormResult {
  const { symbol, range, monthlyBX, weeklyBX, dailyBX } = values;
  const anyField = [range, monthlyBX, weeklyBX, dailyBX].some((value) => value !== '');
  if (!symbol || !anyField) return { ok: false };
  return {
    ok: true,
    symbol,
    update: {
      range: range || null,
      monthlyBX: monthlyBX || null,
      weeklyBX: weeklyBX || null,
      dailyBX: dailyBX || null,
    },
  };
}

/** Choosing a stock shows its current values, so Update Trend changes only what the admin edits. */
export function trendFormFor(
  stock: Pick<Stock, 'symbol' | 'range' | 'monthlyBX' | 'weeklyBX' | 'dailyBX'>,
): TrendFormValues {
  return {
    symbol: stock.symbol,
    range: stock.range ?? '',
    monthlyBX: stock.monthlyBX ?? '',
    weeklyBX: stock.weeklyBX ?? '',
    dailyBX: stock.dailyBX ?? '',
  };
}
