import { describe, expect, test } from 'vitest';
import { StockCreateSchema } from './stocks.js';

describe('StockCreateSchema', () => {
  test('a body without symbol gets the spec message, not a generic one', () => {
    const result = StockCreateSchema.safeParse({ range: 'Fair Value' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter a stock symbol.');
  });

  test('only symbol is required; it is trimmed and upper-cased', () => {
    expect(StockCreateSchema.parse({ symbol: ' aapl ' })).toEqual({ symbol: 'AAPL' });
  });
});
