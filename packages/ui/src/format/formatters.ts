/** Display formats of SPEC section 9: USD en-US, signed 2-decimal percents, US dates. */

const currencyFormatters = new Map<number, Intl.NumberFormat>();

export function formatCurrency(value: number, decimals = 2): string {
  let formatter = currencyFormatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    currencyFormatters.set(decimals, formatter);
  }
  return formatter.format(value);
}

/** '+' when the shown figure is >= 0 (a value that rounds to -0.00 shows as +0.00, not -0.00). */
function signed(value: number, text: string): string {
  return value >= 0 || /^-[$]?0(\.0+)?%?$/.test(text) ? `+${text.replace(/^-/, '')}` : text;
}

/** USD with a '+' sign when >= 0: `+$1,234.50`, `-$20.00`; `decimals` 0 on the dashboard. */
export function formatSignedCurrency(value: number, decimals = 2): string {
  return signed(value, formatCurrency(value, decimals));
}

/** 2 decimals with a '+' sign when >= 0: `+1.50%`, `-0.25%`. */
export function formatPercent(value: number): string {
  const rounded = value.toFixed(2);
  return `${value >= 0 && !rounded.startsWith('-') ? '+' : ''}${rounded}%`;
}

/** Dates live with the other shared rules (one home for every module and the API). */
export { formatUsDate, todayUsDate } from '@tradeboard/types/core';

/** `text` cut to `max` characters plus '...' when longer. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
