import { calculatePositionSizing, type PositionSizing } from '@tradeboard/types/core';
import { describe, expect, test } from 'vitest';
import { exposurePercentText, formulaSteps } from './formulaSteps.js';

const sized = (accountSize: number, watchlistCount: number, riskProfile: 'conservative' | 'aggressive') =>
  calculatePositionSizing({ accountSize, watchlistCount, riskProfile }) as PositionSizing;

describe('formulaSteps', () => {
  test('8 stocks, $100,000, conservative: the capped case in words', () => {
    expect(formulaSteps(sized(100_000, 8, 'conservative'), 8)).toEqual([
      'Active positions = 8 watchlist stocks × 75% exposure, rounded down = 6.',
      'Position size = $100,000 ÷ 6 = $16,666, capped at 5% of the account: $5,000.',
      'Sector limit = 20% of the account = $20,000; fund ceiling = 85% of the account = $85,000.',
      'Total exposure = 6 × $5,000 = $30,000, 30.0% of the account.',
    ]);
  });

  test('below the cap it says so, and the percent keeps one decimal', () => {
    const result = sized(100_000, 40, 'aggressive');
    expect(formulaSteps(result, 40)[1]).toBe('Position size = $100,000 ÷ 34 = $2,941 (within the 5% cap of $5,000).');
    expect(exposurePercentText(result)).toBe('100.0%');
    expect(exposurePercentText(sized(10_001, 30, 'conservative'))).toBe('99.9%');
  });
});
