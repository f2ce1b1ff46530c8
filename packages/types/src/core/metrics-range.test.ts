import { describe, expect, test } from 'vitest';
import { METRICS_RANGES, metricsRangeStart } from './metrics-range.js';

describe('metricsRangeStart', () => {
  const today = new Date(2025, 5, 15, 13, 30); // 06/15/2025, local

  test('each range from 06/15/2025', () => {
    expect(Object.fromEntries(METRICS_RANGES.map((range) => [range, metricsRangeStart(range, today)]))).toEqual({
      '1W': '06/09/2025',
      '1M': '05/15/2025',
      '3M': '03/15/2025',
      YTD: '01/01/2025',
      ALL: null,
    });
  });

  test('1W crosses month and year boundaries', () => {
    expect(metricsRangeStart('1W', new Date(2025, 0, 3))).toBe('12/28/2024');
  });

  test("a month back from the 31st lands on the shorter month's last day", () => {
    expect(metricsRangeStart('1M', new Date(2025, 2, 31))).toBe('02/28/2025');
    expect(metricsRangeStart('1M', new Date(2024, 2, 31))).toBe('02/29/2024');
    expect(metricsRangeStart('3M', new Date(2025, 4, 31))).toBe('02/28/2025');
    expect(metricsRangeStart('3M', new Date(2025, 1, 10))).toBe('11/10/2024');
  });

  test('YTD on January 1 is that day alone', () => {
    expect(metricsRangeStart('YTD', new Date(2026, 0, 1, 23, 59))).toBe('01/01/2026');
  });
});
