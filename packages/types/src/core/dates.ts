/**
 * Calendar dates as the product writes them: US 'MM/DD/YYYY' on screen and in the API, ISO
 * 'YYYY-MM-DD' in date inputs and as the sortable key; and times of day as en-US writes them
 * ('9:05 AM', 'Nov 28, 2026, 9:05 AM'), by hand, not with Intl (see `formatUsTime`). Local time
 * throughout: "today" is the local calendar day of the machine (the server's for stored data, the
 * browser's for what it shows). Every module and the API take their date rules from here.
 */

export const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The canonical stored form, two-digit month and day. */
const CANONICAL_US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Parse 'M/D/YYYY' or 'MM/DD/YYYY' into the canonical 'MM/DD/YYYY', or null when it is not a real date. */
export function normaliseUsDate(raw: string): string | null {
  const match = US_DATE.exec(raw.trim());
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) ? `${pad2(month)}/${pad2(day)}/${year}` : null;
}

/**
 * An option expiry as stored: a real ISO 'YYYY-MM-DD' date is kept, a US date is normalised to
 * 'MM/DD/YYYY'; null when it is neither. Expects a trimmed value.
 */
export function normaliseExpiry(raw: string): string | null {
  const iso = ISO_DATE.exec(raw);
  if (iso && isRealDate(Number(iso[1]), Number(iso[2]), Number(iso[3]))) return raw;
  return normaliseUsDate(raw);
}

/**
 * MM/DD/YYYY for display. A Date (or an ISO date-time) is its local calendar day; a plain ISO date
 * is converted as written (no time-zone shift); text already in US form, or unparseable text, is
 * returned unchanged; null, undefined and '' give ''.
 */
export function formatUsDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const iso = ISO_DATE.exec(value);
    if (iso) return `${iso[2]}/${iso[3]}/${iso[1]}`;
    if (CANONICAL_US_DATE.test(value)) return value;
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  return `${pad2(date.getMonth() + 1)}/${pad2(date.getDate())}/${date.getFullYear()}`;
}

/** Today's local date as MM/DD/YYYY (the key of daily activity and of the portfolio snapshots). */
export function todayUsDate(now: Date = new Date()): string {
  return formatUsDate(now);
}

/** 'MM/DD/YYYY' -> local Date at midnight. Assumes a valid (normalised) input. */
export function parseUsDate(usDate: string): Date {
  const [month, day, year] = usDate.split('/').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** The start of `now`'s local calendar day. */
export function localMidnight(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** Display form of an option expiry: ISO 'YYYY-MM-DD' becomes 'MM/DD/YYYY'; anything else is shown as stored. */
export function formatExpiry(expiry: string): string {
  const iso = ISO_DATE.exec(expiry.trim());
  return iso ? `${iso[2]}/${iso[3]}/${iso[1]}` : expiry;
}

/**
 * 'YYYY-MM-DD' of a canonical 'MM/DD/YYYY' or of an ISO date (kept): what a date input takes, and a
 * key that sorts by time. null for anything else.
 */
export function isoDateOf(value: string | null | undefined): string | null {
  if (!value) return null;
  if (ISO_DATE.test(value)) return value;
  const us = CANONICAL_US_DATE.exec(value);
  return us ? `${us[3]}-${us[1]}-${us[2]}` : null;
}

/** A date input's 'YYYY-MM-DD' as canonical 'MM/DD/YYYY'; null when it is not a real date. */
export function usDateOfIso(isoDate: string): string | null {
  const match = ISO_DATE.exec(isoDate);
  return match ? normaliseUsDate(`${match[2]}/${match[3]}/${match[1]}`) : null;
}

const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A local time of day as en-US writes it: '9:05 AM', or '9:05:07 AM' with seconds. Written here,
 * not with `Intl.DateTimeFormat`, because a page's first `DateTimeFormat` costs ~40 ms of main
 * thread (~150 ms on a phone) to set up, and the dashboard's header shows these times (issue 25).
 */
export function formatUsTime(date: Date, { seconds = false }: { seconds?: boolean } = {}): string {
  const hours = date.getHours();
  const clock = `${hours % 12 || 12}:${pad2(date.getMinutes())}${seconds ? `:${pad2(date.getSeconds())}` : ''}`;
  return `${clock} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * A local date and time as en-US's medium date and short time write it: 'Nov 28, 2026, 9:05 AM'.
 * Takes a Date or the API's ISO timestamp (`createdAt`).
 */
export function formatUsDateTime(when: Date | string): string {
  const date = typeof when === 'string' ? new Date(when) : when;
  return `${MONTH_ABBREVIATIONS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}, ${formatUsTime(date)}`;
}
