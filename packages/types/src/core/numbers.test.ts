import { describe, expect, test } from 'vitest';
import { NUMBER_LIMITS, atMostMessage, withinMessage } from './numbers.js';

describe('limit messages', () => {
  test('write the limits with thousands separators', () => {
    expect(atMostMessage('Quantity', NUMBER_LIMITS.quantity)).toBe('Quantity must be at most 1,000,000,000');
    expect(atMostMessage('Price', NUMBER_LIMITS.money)).toBe('Price must be at most 1,000,000,000,000');
    expect(withinMessage('P&L %', NUMBER_LIMITS.percent)).toBe('P&L % must be between -1,000,000 and 1,000,000');
  });

  test.each([0, 7, 999, 1000, 12_345, -1000, -987_654_321, 2 ** 53 - 1, 1e15, 0.5, 1234.5678, 1e21, -1e-7])(
    'write %d as en-US does',
    (limit) => {
      expect(atMostMessage('Value', limit)).toBe(`Value must be at most ${limit.toLocaleString('en-US')}`);
    },
  );
});
