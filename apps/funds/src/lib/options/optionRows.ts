/** Sorting of the options tables (same click rule as the holdings: ascending, then flip; none by default). */
import type { OptionPosition } from '@tradeboard/types';
import { isoDateOf } from '@tradeboard/types/core';

export const OPTION_SORT_KEYS = [
  'ticker',
  'optionType',
  'strike',
  'expiry',
  'quantity',
  'price',
  'currentPrice',
] as const;
export type OptionSortKey = (typeof OPTION_SORT_KEYS)[number];

/** An expiry stored as 'YYYY-MM-DD' or 'MM/DD/YYYY' sorts by its date (as 'YYYY-MM-DD'). */
const expirySortValue = (expiry: string): string => isoDateOf(expiry) ?? expiry;

/** A position without a mark sorts last either way (the kit's rule for missing values). */
export function optionSortValue(row: OptionPosition, key: OptionSortKey): string | number | null {
  if (key === 'currentPrice') return row.currentPrice ?? null;
  return key === 'expiry' ? expirySortValue(row.expiry) : row[key];
}
