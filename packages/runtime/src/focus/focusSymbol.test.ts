import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusSymbolAtom, requestFocusSymbol } from './focusSymbol.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('requestFocusSymbol', () => {
  it('sets the target and clears it after 1000 ms', () => {
    requestFocusSymbol('aapl');
    expect(getDefaultStore().get(focusSymbolAtom)?.symbol).toBe('AAPL');
    vi.advanceTimersByTime(999);
    expect(getDefaultStore().get(focusSymbolAtom)).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(getDefaultStore().get(focusSymbolAtom)).toBeNull();
  });

  it('a newer request is not cut short by the older timer', () => {
    requestFocusSymbol('AAPL');
    vi.advanceTimersByTime(600);
    const second = requestFocusSymbol('MSFT');
    vi.advanceTimersByTime(400);
    expect(getDefaultStore().get(focusSymbolAtom)).toEqual(second);
    vi.advanceTimersByTime(600);
    expect(getDefaultStore().get(focusSymbolAtom)).toBeNull();
  });
});
