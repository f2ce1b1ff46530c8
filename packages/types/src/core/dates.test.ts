import { describe, expect, test } from 'vitest';
import {
  formatExpiry,
  formatUsDate,
  formatUsDateTime,
  formatUsTime,
  isoDateOf,
  localMidnight,
  normaliseExpiry,
  normaliseUsDate,
  parseUsDate,
  todayUsDate,
  usDateOfIso,
} from './dates.js';

describe('US dates', () => {
  test('normaliseUsDate pads one-digit parts and refuses dates that do not exist', () => {
    expect(normaliseUsDate(' 6/2/2025 ')).toBe('06/02/2025');
    expect(normaliseUsDate('02/29/2024')).toBe('02/29/2024');
    expect(normaliseUsDate('02/29/2025')).toBeNull();
    expect(normaliseUsDate('2025-06-02')).toBeNull();
  });

  test('normaliseExpiry keeps a real ISO date and normalises a US one', () => {
    expect(normaliseExpiry('2025-06-20')).toBe('2025-06-20');
    expect(normaliseExpiry('6/20/2025')).toBe('06/20/2025');
    expect(normaliseExpiry('2025-02-30')).toBeNull();
  });

  test('formatUsDate: ISO dates without shifting the day, Dates by their local day, US dates kept', () => {
    expect(formatUsDate('2025-01-05')).toBe('01/05/2025');
    expect(formatUsDate('03/14/2024')).toBe('03/14/2024');
    expect(formatUsDate(new Date(2024, 11, 31, 23, 59))).toBe('12/31/2024');
    expect(formatUsDate(null)).toBe('');
    expect(formatUsDate('someday')).toBe('someday');
    expect(todayUsDate(new Date(2026, 10, 26, 0, 1))).toBe('11/26/2026');
  });

  test('parseUsDate and localMidnight give the local midnight of the day', () => {
    expect(parseUsDate('03/08/2026')).toEqual(new Date(2026, 2, 8));
    expect(localMidnight(new Date(2026, 2, 8, 17, 45, 12))).toEqual(new Date(2026, 2, 8));
  });

  test('formatExpiry shows an ISO expiry in US form and anything else as stored', () => {
    expect(formatExpiry('2025-06-20')).toBe('06/20/2025');
    expect(formatExpiry('06/20/2025')).toBe('06/20/2025');
    expect(formatExpiry('weekly')).toBe('weekly');
  });
});

describe('date inputs and sort keys', () => {
  test('isoDateOf: the YYYY-MM-DD of a US or ISO date, null otherwise', () => {
    expect(isoDateOf('11/03/2026')).toBe('2026-11-03');
    expect(isoDateOf('2026-11-03')).toBe('2026-11-03');
    expect(isoDateOf('11/3/2026')).toBeNull();
    expect(isoDateOf(null)).toBeNull();
    expect(isoDateOf('')).toBeNull();
  });

  test('isoDateOf sorts dates by time, not by month text', () => {
    const dates = ['12/01/2025', '01/15/2026', '02/01/2025'];
    expect(dates.sort((a, b) => isoDateOf(a)!.localeCompare(isoDateOf(b)!))).toEqual([
      '02/01/2025',
      '12/01/2025',
      '01/15/2026',
    ]);
  });

  test("usDateOfIso: a date input's value as MM/DD/YYYY, null for no date", () => {
    expect(usDateOfIso('2026-11-03')).toBe('11/03/2026');
    expect(usDateOfIso('2026-02-30')).toBeNull();
    expect(usDateOfIso('')).toBeNull();
  });
});

describe('times of day, as en-US writes them', () => {
  // Intl is the reference (ICU may put a narrow no-break space before AM/PM; the product writes a space).
  const intl = (options: Intl.DateTimeFormatOptions) => (date: Date) =>
    new Intl.DateTimeFormat('en-US', options).format(date).replace(/\s/g, ' ');
  const times = [
    [0, 0, 0],
    [0, 5, 9],
    [9, 5, 7],
    [11, 59, 59],
    [12, 0, 0],
    [12, 30, 1],
    [13, 7, 45],
    [23, 59, 59],
  ].map(([h, m, s]) => new Date(2026, 10, 28, h, m, s));

  test('formatUsTime matches Intl with and without seconds', () => {
    for (const date of times) {
      expect(formatUsTime(date)).toBe(intl({ hour: 'numeric', minute: '2-digit' })(date));
      expect(formatUsTime(date, { seconds: true })).toBe(
        intl({ hour: 'numeric', minute: '2-digit', second: '2-digit' })(date),
      );
    }
    expect(formatUsTime(times[0]!)).toBe('12:00 AM');
    expect(formatUsTime(times[6]!, { seconds: true })).toBe('1:07:45 PM');
  });

  test("formatUsDateTime matches Intl's medium date and short time in every month", () => {
    for (let month = 0; month < 12; month++) {
      const date = new Date(2026, month, month + 1, month * 2, month * 5);
      expect(formatUsDateTime(date)).toBe(intl({ dateStyle: 'medium', timeStyle: 'short' })(date));
    }
    expect(formatUsDateTime(new Date(2026, 10, 28, 9, 5))).toBe('Nov 28, 2026, 9:05 AM');
    // The API's ISO timestamps, in the reader's local time.
    const stamp = new Date(2026, 10, 28, 21, 7).toISOString();
    expect(formatUsDateTime(stamp)).toBe('Nov 28, 2026, 9:07 PM');
  });
});
