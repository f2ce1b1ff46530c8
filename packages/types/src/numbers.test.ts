/** Issue 18: every number a client sends is finite and within NUMBER_LIMITS; tickers are checked as typed. */
import { describe, expect, test } from 'vitest';
import {
  FlowHoldingCreateSchema,
  HoldingCreateSchema,
  HoldingsImportSchema,
  ImageUploadFieldsSchema,
  ManualPnlCreateSchema,
  NUMBER_LIMITS,
  OptionCreateSchema,
  SymbolSchema,
  TickerSchema,
  UnusualFlowCreateSchema,
  isValidTicker,
  isWithinLimit,
  percentOf,
} from './index.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('tickers are validated as typed, then upper-cased', () => {
  test.each(['ß', 'straße', 'ﬀ', 'ı', 'ǆ', 'Ａ'])(
    '%s is refused (upper-casing would turn it into ASCII or keep it non-ASCII)',
    (typed) => {
      expect(messages(TickerSchema.safeParse(typed))).toEqual(['Ticker must be 1 to 6 letters']);
      expect(SymbolSchema.safeParse(typed).success).toBe(false);
      expect(isValidTicker(typed)).toBe(false);
    },
  );

  test('ASCII in any case is accepted and stored upper-case', () => {
    expect(TickerSchema.parse(' nvda ')).toBe('NVDA');
    expect(isValidTicker(' brk.b ')).toBe(true);
  });

  test('the image upload ticker field follows the same rule (empty means none)', () => {
    expect(ImageUploadFieldsSchema.parse({ ticker: 'aapl' })).toEqual({ type: 'analysis', ticker: 'AAPL' });
    expect(ImageUploadFieldsSchema.parse({ ticker: '' })).toEqual({ type: 'analysis' });
    expect(ImageUploadFieldsSchema.safeParse({ ticker: 'ß' }).success).toBe(false);
    expect(ImageUploadFieldsSchema.safeParse({ ticker: 'TOOLONGTICKER' }).success).toBe(false);
  });
});

describe('numbers are finite and within the bounds', () => {
  const holding = { ticker: 'MSFT', quantity: 10, tradePrice: 400 };

  test("the issue's example, tradePrice 1e308, is refused with a message naming the limit", () => {
    expect(messages(HoldingCreateSchema.safeParse({ ...holding, tradePrice: 1e308 }))).toEqual([
      'Price must be at most 1,000,000,000,000',
    ]);
  });

  test('each bound is inclusive: the limit passes, the next double above it does not', () => {
    const cases: Array<[object, object]> = [
      [
        { ...holding, tradePrice: NUMBER_LIMITS.money },
        { ...holding, tradePrice: NUMBER_LIMITS.money * (1 + Number.EPSILON) },
      ],
      [
        { ...holding, quantity: NUMBER_LIMITS.quantity },
        { ...holding, quantity: NUMBER_LIMITS.quantity + 1 },
      ],
      [
        { ...holding, pnlPercent: -NUMBER_LIMITS.percent },
        { ...holding, pnlPercent: -NUMBER_LIMITS.percent - 1 },
      ],
      [
        { ...holding, pnlOpen: -NUMBER_LIMITS.money },
        { ...holding, pnlOpen: -2 * NUMBER_LIMITS.money },
      ],
      [
        { ...holding, currentPrice: 0 },
        { ...holding, currentPrice: 1e13 },
      ],
    ];
    for (const [ok, tooBig] of cases) {
      expect(HoldingCreateSchema.safeParse(ok).success, JSON.stringify(ok)).toBe(true);
      expect(HoldingCreateSchema.safeParse(tooBig).success, JSON.stringify(tooBig)).toBe(false);
    }
  });

  test('NaN and infinities are refused everywhere', () => {
    for (const bad of [Number.NaN, Infinity, -Infinity]) {
      expect(HoldingCreateSchema.safeParse({ ...holding, tradePrice: bad }).success).toBe(false);
      expect(ManualPnlCreateSchema.safeParse({ fund: 'FLOW', ytdPnl: bad }).success).toBe(false);
    }
  });

  test('options, flow positions, flow alerts, manual P&L and imports have the same bounds', () => {
    const option = { ticker: 'SPY', optionType: 'CALL', strike: 500, expiry: '06/20/2025', quantity: 1, price: 2.5 };
    expect(OptionCreateSchema.safeParse(option).success).toBe(true);
    expect(OptionCreateSchema.safeParse({ ...option, strike: 1e300 }).success).toBe(false);
    expect(OptionCreateSchema.safeParse({ ...option, price: 1e300 }).success).toBe(false);
    expect(OptionCreateSchema.safeParse({ ...option, pnlPercent: 1e7 }).success).toBe(false);
    expect(FlowHoldingCreateSchema.safeParse({ ...option, quantity: 2e9 }).success).toBe(false);
    const alert = { ticker: 'SPY', optionType: 'PUT', strike: 500, expiry: '06/20/2025' };
    for (const field of ['spot', 'premium'])
      expect(UnusualFlowCreateSchema.safeParse({ ...alert, [field]: 1e13 }).success, field).toBe(false);
    for (const field of ['volume', 'openInterest'])
      expect(UnusualFlowCreateSchema.safeParse({ ...alert, [field]: 1e10 }).success, field).toBe(false);
    expect(messages(ManualPnlCreateSchema.safeParse({ fund: 'FLOW', ytdPnlPercent: 2e6 }))).toEqual([
      'YTD P&L % must be between -1,000,000 and 1,000,000',
    ]);
    expect(ManualPnlCreateSchema.safeParse({ fund: 'FLOW', startingCapital: -1e12 }).success).toBe(true);
    expect(
      HoldingsImportSchema.safeParse({ fund: 'Main Fund', holdings: [{ ticker: 'A', quantity: 1, tradePrice: 1e15 }] })
        .success,
    ).toBe(false);
  });

  test('forms can check the same bounds without zod', () => {
    expect(isWithinLimit(NUMBER_LIMITS.money, NUMBER_LIMITS.money)).toBe(true);
    expect(isWithinLimit(-1e13, NUMBER_LIMITS.money)).toBe(false);
    expect(isWithinLimit(Number.NaN, NUMBER_LIMITS.money)).toBe(false);
  });

  test('percentOf is finite even for a tiny base', () => {
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(1, 4)).toBe(25);
    expect(percentOf(1e12, 5e-324)).toBe(Number.MAX_VALUE);
    expect(percentOf(-1e12, 5e-324)).toBe(-Number.MAX_VALUE);
  });
});
