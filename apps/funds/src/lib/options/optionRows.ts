/** Sorting of the options tables (same click rule as the holdings: ascending, then flip; none by default). */
import type { OptionPosition } from '@tradeboard/types';

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

/** An expiry stored as 'YYYY-MM-DD' or 'MM/DD/YYYY' sorts as the number YYYYMMDD. */
function expirySortValue(expiry: string): number | string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(expiry);
  if (iso) return Number(`${iso[1]}${iso[2]}${iso[3]}`);
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(expiry);
  return us ? Number(`${us[3]}${us[1]}${us[2]}`) : expiry;
}

/** A position without a mark sorts last either way (the kit's rule for missing values). */
export function optionSortValue(row: OptionPosition, key: OptionSortKey): string | number | null {
  if (key === 'currentPrice') return row.currentPrice ?? null;
  return key === 'expiry' ? expirySortValue(row.expiry) : row[key];
}
