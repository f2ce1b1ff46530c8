/**
 * Sort values of the watchlist columns (SPEC section 4, keys symbol, range, monthlyBX, weeklyBX,
 * dailyBX, mainFund, hourBot). Ascending means: symbols A-Z, ranges Discount -> Fair -> Premium,
 * trends HH -> HL -> LH -> LL, positions "No Position" before "In Position". Unset values are null.
 */
import type { Stock } from '@tradeboard/types';
import { RANGES } from '@tradeboard/types/core';
import { isInMainFund } from './mainFund.js';

export const WATCHLIST_SORT_KEYS = [
  'symbol',
  'range',
  'monthlyBX',
  'weeklyBX',
  'dailyBX',
  'mainFund',
  'hourBot',
] as const;
export type WatchlistSortKey = (typeof WATCHLIST_SORT_KEYS)[number];

export function watchlistSortValue(
  stock: Stock,
  key: WatchlistSortKey,
  mainFundSymbols: ReadonlySet<string>,
): string | number | null {
  switch (key) {
    case 'symbol':
      return stock.symbol;
    case 'range':
      return stock.range ? RANGES.indexOf(stock.range) : null;
    case 'monthlyBX':
    case 'weeklyBX':
    case 'dailyBX':
      return stock[key];
    case 'mainFund':
      return isInMainFund(mainFundSymbols, stock.symbol) ? 1 : 0;
    case 'hourBot':
      return stock.hourBotPosition ? 1 : 0;
  }
}
