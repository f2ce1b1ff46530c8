import { describe, expect, test } from 'vitest';
import { lastDaysRange, localMidnight, todayUs } from './calendar.js';

describe('calendar days (server local time)', () => {
  test('today and its midnight', () => {
    const now = new Date(2025, 5, 2, 23, 59, 30);
    expect(todayUs(now)).toBe('06/02/2025');
    expect(localMidnight(now)).toEqual(new Date(2025, 5, 2));
  });

  test('the last N days include today and cross month and year ends', () => {
    expect(lastDaysRange(new Date(2025, 5, 2, 8), 7)).toEqual({ fromKey: '2025-05-27', toKey: '2025-06-02' });
    expect(lastDaysRange(new Date(2025, 0, 1, 0, 0, 1), 1)).toEqual({ fromKey: '2025-01-01', toKey: '2025-01-01' });
    expect(lastDaysRange(new Date(2025, 0, 3), 5)).toEqual({ fromKey: '2024-12-30', toKey: '2025-01-03' });
  });
});
