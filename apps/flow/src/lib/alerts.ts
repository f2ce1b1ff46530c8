/** Unusual flow alert rules shared by the admin list and the student cards (SPEC sections 2 and 4). */
import type { UnusualFlow } from '@tradeboard/types';
import type { OptionType } from '@tradeboard/types/core';

/** Newest first; alerts created in the same millisecond keep a stable order by id. */
export function newestFirst<T extends Pick<UnusualFlow, 'createdAt' | 'id'>>(alerts: readonly T[]): T[] {
  return [...alerts].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id.localeCompare(a.id));
}

/** 'Bullish' for a CALL, 'Bearish' for a PUT. */
export function alertDirection(optionType: OptionType): 'Bullish' | 'Bearish' {
  return optionType === 'CALL' ? 'Bullish' : 'Bearish';
}

const NOT_AVAILABLE = 'N/A';

/** A figure the alert may lack: formatted, or 'N/A'. */
export function orNotAvailable(value: number | null | undefined, format: (value: number) => string): string {
  return value == null ? NOT_AVAILABLE : format(value);
}

/** Whole numbers with thousands separators (volume, open interest). */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** A plain dollar price with 2 decimals (strike, spot). */
export function formatPrice(value: number): string {
  return `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Premium reads compactly: $1.25M, $850K, $900. */
export function formatPremium(value: number): string {
  return `$${new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 }).format(value)}`;
}
