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

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const US_DATE = /^\d{2}\/\d{2}\/\d{4}$/;

/**
 * MM/DD/YYYY. A plain ISO date (yyyy-mm-dd) is converted as written (no time-zone shift); an
 * ISO date-time or Date is shown in local time; text already in US form, or unparseable text,
 * is returned unchanged. null/undefined/'' give ''.
 */
export function formatUsDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const iso = ISO_DATE.exec(value);
    if (iso) return `${iso[2]}/${iso[3]}/${iso[1]}`;
    if (US_DATE.test(value)) return value;
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${month}/${day}/${date.getFullYear()}`;
}

/** Today's local date as MM/DD/YYYY (the key of daily activity). */
export function todayUsDate(now: Date = new Date()): string {
  return formatUsDate(now);
}

/** `text` cut to `max` characters plus '...' when longer. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
