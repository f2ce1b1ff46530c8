import { makeStock } from '@tradeboard/ui/testing';
import { describe, expect, it } from 'vitest';
import { EMPTY_TREND_FORM, buildTrendUpdate, trendFormFor } from './trendForm.js';

describe('buildTrendUpdate', () => {
  it('refuses an update without a stock', () => {
    expect(buildTrendUpdate({ ...EMPTY_TREND_FORM, range: 'Fair Value' })).toEqual({ ok: false });
  });

  it('refuses an update with a stock but no field chosen', () => {
    expect(buildTrendUpdate({ ...EMPTY_TREND_FORM, symbol: 'AAPL' })).toEqual({ ok: false });
  });

  it('sends every field, an empty choice as null', () => {
    expect(buildTrendUpdate({ symbol: 'AAPL', range: '', monthlyBX: 'HH', weeklyBX: '', dailyBX: 'LL' })).toEqual({
      ok: true,
      symbol: 'AAPL',
      update: { range: null, monthlyBX: 'HH', weeklyBX: null, dailyBX: 'LL' },
    });
  });
});

describe('trendFormFor', () => {
  it('starts from the stock values, unset ones as empty choices', () => {
    const stock = makeStock('MSFT', { range: 'Premium Range', weeklyBX: 'LH' });
    expect(trendFormFor(stock)).toEqual({
      symbol: 'MSFT',
      range: 'Premium Range',
      monthlyBX: '',
      weeklyBX: 'LH',
      dailyBX: '',
    });
  });
});
