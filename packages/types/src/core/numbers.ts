/**
 * Bounds of every number a client may send (issue 18). Far beyond any real position, yet small
 * enough that every figure computed from them (quantity x price over thousands of holdings,
 * P&L, percents) stays a finite number. The zod schemas (../common.ts) apply them at the API; forms
 * read the same constants, so a form and the server refuse the same values.
 */
export const NUMBER_LIMITS = {
  /** Prices, strikes, spot, premium and money amounts (P&L, capital): absolute value at most 1e12. */
  money: 1e12,
  /** Quantities, shares, volume, open interest: at most 1e9. */
  quantity: 1e9,
  /** Percents (P&L %): absolute value at most 1e6 (a million percent). */
  percent: 1e6,
  /** Order of courses, lessons and documents in their lists. */
  orderIndex: 1e6,
} as const;

/**
 * 1000000000 as '1,000,000,000' without ICU: these messages are built while the schemas load, and a
 * first Intl formatter costs tens of milliseconds on a phone (the /login page formats no number).
 */
const formatLimit = (limit: number) =>
  Number.isSafeInteger(limit) ? String(limit).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : limit.toLocaleString('en-US');

/** '{label} must be at most 1,000,000,000,000' */
export const atMostMessage = (label: string, max: number): string => `${label} must be at most ${formatLimit(max)}`;
/** '{label} must be between -1,000,000 and 1,000,000' */
export const withinMessage = (label: string, limit: number): string =>
  `${label} must be between -${formatLimit(limit)} and ${formatLimit(limit)}`;

/** A finite number whose absolute value is at most `limit` (what a form checks before sending). */
export function isWithinLimit(value: number, limit: number): boolean {
  return Number.isFinite(value) && Math.abs(value) <= limit;
}

/**
 * part / whole x 100 as a finite number: 0 when whole is 0, and clamped to the largest finite
 * double when a tiny whole (a price of 1e-300) would make it overflow to Infinity, which JSON
 * would carry as null.
 */
export function percentOf(part: number, whole: number): number {
  if (whole === 0) return 0;
  return finite((part / whole) * 100);
}

/** Infinity becomes the largest finite double of the same sign; NaN becomes 0. */
export function finite(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.max(-Number.MAX_VALUE, Math.min(Number.MAX_VALUE, value));
}
