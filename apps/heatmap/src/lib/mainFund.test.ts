import { makeHolding } from '@tradeboard/ui/testing';
import { describe, expect, it } from 'vitest';
import { isInMainFund, mainFundSymbolSet } from './mainFund.js';

describe('main fund symbols', () => {
  it('collects the tickers held, upper-cased and trimmed', () => {
    const symbols = mainFundSymbolSet([makeHolding('aapl '), makeHolding('NVDA')]);
    expect(isInMainFund(symbols, 'AAPL')).toBe(true);
    expect(isInMainFund(symbols, 'nvda')).toBe(true);
    expect(isInMainFund(symbols, 'TSLA')).toBe(false);
  });

  it('is empty while holdings are not loaded', () => {
    expect(mainFundSymbolSet(undefined).size).toBe(0);
  });
});
