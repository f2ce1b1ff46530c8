/**
 * Calendar days as the portfolio screens count them: the server's local time zone, dates written
 * MM/DD/YYYY (formatUsDate) and compared through their sortable 'YYYY-MM-DD' key (dayKey).
 */
import { formatUsDate, localMidnight, todayUsDate } from '@tradeboard/types';
import { dayKey } from '../db/models/day-key.js';

export { localMidnight };

/** Today as MM/DD/YYYY in the server's local time zone. */
export const todayUs = (now: Date): string => todayUsDate(now);

/**
 * The 'YYYY-MM-DD' keys bounding "the last N days": from N-1 days before today up to today, inclusive.
 * Built from calendar parts (not by subtracting 24 h), so daylight-saving changes cannot shift a day.
 */
export function lastDaysRange(now: Date, days: number): { fromKey: string; toKey: string } {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
  return { fromKey: dayKey(formatUsDate(from)), toKey: dayKey(formatUsDate(now)) };
}
