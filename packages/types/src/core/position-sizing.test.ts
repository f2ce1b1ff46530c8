import { describe, expect, test } from 'vitest';
import {
  POSITION_SIZING_HINTS,
  calculatePositionSizing,
  parseAccountSize,
  type PositionSizing,
  type PositionSizingResult,
} from './position-sizing.js';

const sized = (result: PositionSizingResult): PositionSizing => {
  if (!result.ok) throw new Error(`expected a result, got "${result.reason}"`);
  return result;
};

/** Every number of a result is a finite number (never NaN or Infinity). */
const allFinite = (result: PositionSizing) =>
  Object.values(result)
    .filter((value) => typeof value === 'number')
    .every((value) => Number.isFinite(value));

describe('calculatePositionSizing', () => {
  test('8 watchlist stocks and $100,000, conservative: 6 positions capped at $5,000 each', () => {
    const result = sized(
      calculatePositionSizing({ accountSize: 100_000, watchlistCount: 8, riskProfile: 'conservative' }),
    );
    expect(result).toEqual({
      ok: true,
      accountSize: 100_000,
      exposure: 0.75,
      activePositions: 6, // floor(8 x 0.75)
      uncappedPositionSize: 16_666, // floor(100000 / 6)
      positionCap: 5_000, // floor(5% of 100000)
      positionSize: 5_000,
      capped: true,
      sectorLimit: 20_000,
      fundCeiling: 85_000,
      totalExposure: 30_000,
      totalExposurePercent: 30,
    });
  });

  test('aggressive takes 85% of the watchlist: 8 stocks give floor(6.8) = 6, 40 stocks give 34', () => {
    expect(
      sized(calculatePositionSizing({ accountSize: 100_000, watchlistCount: 8, riskProfile: 'aggressive' })),
    ).toMatchObject({
      exposure: 0.85,
      activePositions: 6,
      positionSize: 5_000,
      totalExposure: 30_000,
    });
    const forty = sized(
      calculatePositionSizing({ accountSize: 100_000, watchlistCount: 40, riskProfile: 'aggressive' }),
    );
    expect(forty).toMatchObject({
      activePositions: 34,
      uncappedPositionSize: 2_941,
      positionSize: 2_941,
      capped: false,
      totalExposure: 99_994,
    });
    expect(forty.totalExposurePercent).toBeCloseTo(99.994, 10);
  });

  test('below the cap the size is floor(account / positions) and not marked capped', () => {
    const result = sized(
      calculatePositionSizing({ accountSize: 10_001, watchlistCount: 30, riskProfile: 'conservative' }),
    );
    // floor(30 x 0.75) = 22 positions; floor(10001 / 22) = 454; cap floor(500.05) = 500.
    expect(result).toMatchObject({
      activePositions: 22,
      uncappedPositionSize: 454,
      positionCap: 500,
      positionSize: 454,
      capped: false,
      totalExposure: 9_988,
    });
  });

  test('exactly at the cap is not "capped" (the cap did not lower it)', () => {
    // 27 stocks x 0.75 = 20.25 -> 20 positions; 100000 / 20 = 5000 = the cap.
    expect(
      calculatePositionSizing({ accountSize: 100_000, watchlistCount: 27, riskProfile: 'conservative' }),
    ).toMatchObject({
      activePositions: 20,
      positionSize: 5_000,
      capped: false,
    });
  });

  test('a huge account stays finite and exact to the floor', () => {
    const huge = sized(calculatePositionSizing({ accountSize: 1e15, watchlistCount: 8, riskProfile: 'conservative' }));
    expect(huge).toMatchObject({
      positionSize: 5e13,
      totalExposure: 3e14,
      sectorLimit: 2e14,
      fundCeiling: 8.5e14,
      totalExposurePercent: 30,
    });
    for (const accountSize of [Number.MAX_SAFE_INTEGER, 1e300, Number.MAX_VALUE]) {
      const result = sized(calculatePositionSizing({ accountSize, watchlistCount: 500, riskProfile: 'aggressive' }));
      expect(allFinite(result), String(accountSize)).toBe(true);
      expect(result.totalExposure).toBeLessThanOrEqual(accountSize);
    }
  });

  test('a tiny account gives zeros, never NaN', () => {
    const result = sized(calculatePositionSizing({ accountSize: 0.5, watchlistCount: 8, riskProfile: 'conservative' }));
    expect(result).toMatchObject({ positionSize: 0, totalExposure: 0, totalExposurePercent: 0 });
    expect(allFinite(result)).toBe(true);
  });

  test.each([
    ['empty', null],
    ['zero', 0],
    ['negative', -100],
    ['not a number', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
  ])('an %s account size gives no result but the account hint', (_name, accountSize) => {
    expect(calculatePositionSizing({ accountSize, watchlistCount: 8, riskProfile: 'conservative' })).toEqual({
      ok: false,
      reason: 'account',
      hint: POSITION_SIZING_HINTS.account,
    });
  });

  test('an empty watchlist gives no result but the watchlist hint', () => {
    expect(calculatePositionSizing({ accountSize: 100_000, watchlistCount: 0, riskProfile: 'aggressive' })).toEqual({
      ok: false,
      reason: 'watchlist',
      hint: POSITION_SIZING_HINTS.watchlist,
    });
  });

  test('one stock is less than one whole position (floor(0.75) = 0): no result instead of a division by zero', () => {
    expect(
      calculatePositionSizing({ accountSize: 100_000, watchlistCount: 1, riskProfile: 'conservative' }),
    ).toMatchObject({ ok: false, reason: 'positions' });
    // Two stocks hold one position either way.
    expect(
      calculatePositionSizing({ accountSize: 100_000, watchlistCount: 2, riskProfile: 'conservative' }),
    ).toMatchObject({ ok: true, activePositions: 1, positionSize: 5_000 });
  });

  test('the account is checked before the watchlist', () => {
    expect(calculatePositionSizing({ accountSize: 0, watchlistCount: 0, riskProfile: 'conservative' })).toMatchObject({
      reason: 'account',
    });
  });
});

describe('parseAccountSize', () => {
  test.each([
    ['100000', 100_000],
    [' 100,000 ', 100_000],
    ['$2,500.50', 2500.5],
    ['1e6', 1_000_000],
    ['0', 0],
    ['-5', -5],
  ])('%j reads as %d', (text, value) => {
    expect(parseAccountSize(text)).toBe(value);
  });

  test('blank is null; text that is not a number is NaN (both give no result)', () => {
    expect(parseAccountSize('')).toBeNull();
    expect(parseAccountSize('   ')).toBeNull();
    expect(parseAccountSize('12abc')).toBeNaN();
    expect(parseAccountSize('1.2.3')).toBeNaN();
  });
});
