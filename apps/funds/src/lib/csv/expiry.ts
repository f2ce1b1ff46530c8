/**
 * Expiry dates of option lines, as MM/DD/YYYY. Date arithmetic is date-fns's; the broker rules are
 * ours: the day written on the line wins, then the statement's date plus the line's days to
 * expiry, then the standard monthly expiry (the third Friday of the month).
 */
import { addDays, addWeeks, format, getMonth, getYear, isValid, nextFriday, isFriday } from 'date-fns';

export const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;

/** '26' -> 2026, '2026' -> 2026 (statements of this century only). */
const fullYear = (year: number) => (year < 100 ? 2000 + year : year);

const us = (date: Date) => format(date, 'MM/dd/yyyy');

/** A local date, or null when the parts name no real day (31 APR). */
export function calendarDate(year: number, monthIndex: number, day: number): Date | null {
  const date = new Date(fullYear(year), monthIndex, day);
  return isValid(date) && date.getMonth() === monthIndex && date.getDate() === day ? date : null;
}

/** The third Friday of the month: the standard monthly expiry. */
export function thirdFriday(year: number, monthIndex: number): Date {
  const first = new Date(fullYear(year), monthIndex, 1);
  const firstFriday = isFriday(first) ? first : nextFriday(first);
  return addWeeks(firstFriday, 2);
}

export interface ExpiryParts {
  year: number;
  monthIndex: number;
  /** The day the line names, if it names one. */
  day: number | null;
}

/**
 * The expiry of a line. `statementDate` plus `days` is used only when it lands in the line's month
 * (a Days column that counts something else must not move an option to another month).
 */
export function resolveExpiry(parts: ExpiryParts, statementDate: Date | null, days: number | null): string | null {
  if (parts.day !== null) {
    const date = calendarDate(parts.year, parts.monthIndex, parts.day);
    return date ? us(date) : null;
  }
  if (statementDate && days !== null && Number.isInteger(days) && days >= 0) {
    const date = addDays(statementDate, days);
    if (getMonth(date) === parts.monthIndex && getYear(date) === fullYear(parts.year)) return us(date);
  }
  return us(thirdFriday(parts.year, parts.monthIndex));
}

/** 'M/D/YY' or 'M/D/YYYY' -> a local date; null when it is not one. */
export function parseSlashDate(text: string): Date | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text.trim());
  return match ? calendarDate(Number(match[3]), Number(match[1]) - 1, Number(match[2])) : null;
}

export const formatUs = us;
