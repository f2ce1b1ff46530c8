import { describe, expect, it } from 'vitest';
import { holdingImportChanges } from './holdings-import.js';
import { diffOptionsImport, optionImportChanges, optionKey } from './options-import.js';

const option = (ticker: string, strike: number, extra: Record<string, unknown> = {}) => ({
  ticker,
  optionType: 'PUT',
  strike,
  expiry: '12/18/2026',
  quantity: -1,
  price: 2,
  ...extra,
});

describe('optionKey: the same position is the same underlying, type, strike and expiry', () => {
  it('however the expiry or ticker was typed', () => {
    expect(optionKey(option('spy ', 600, { expiry: '2026-12-18' }))).toBe(optionKey(option('SPY', 600)));
  });

  it('another strike, type or expiry is another position', () => {
    const key = optionKey(option('SPY', 600));
    expect(optionKey(option('SPY', 600.5))).not.toBe(key);
    expect(optionKey(option('SPY', 600, { optionType: 'CALL' }))).not.toBe(key);
    expect(optionKey(option('SPY', 600, { expiry: '12/19/2026' }))).not.toBe(key);
  });
});

describe('diffOptionsImport', () => {
  const stored = [
    option('SPY', 600, { source: 'import' }),
    option('QQQ', 500, { source: 'import' }),
    option('IWM', 200, { source: 'manual' }),
    option('DIA', 400),
  ];

  it('new, updated, removed (imported ones the file leaves out), kept (hand-added ones)', () => {
    const rows = [option('SPY', 600, { quantity: -2 }), option('TSLA', 250), option('IWM', 200)];
    const diff = diffOptionsImport(stored, rows);
    expect(diff.created.map((o) => o.ticker)).toEqual(['TSLA']);
    expect(diff.updated.map(({ before, after }) => [before.ticker, after.quantity])).toEqual([
      ['SPY', -2],
      ['IWM', -1],
    ]);
    expect(diff.removed.map((o) => o.ticker)).toEqual(['QQQ']);
    expect(diff.kept.map((o) => o.ticker)).toEqual(['DIA']);
  });

  it('removeManual: the hand-added ones the file leaves out go too', () => {
    const diff = diffOptionsImport(stored, [option('SPY', 600)], true);
    expect(diff.removed.map((o) => o.ticker)).toEqual(['QQQ', 'IWM', 'DIA']);
    expect(diff.kept).toEqual([]);
  });

  it('a second stored copy of a position in the file is a leftover, not a second match', () => {
    const twice = [option('SPY', 600, { source: 'import' }), option('SPY', 600, { source: 'import', quantity: 5 })];
    const diff = diffOptionsImport(twice, [option('SPY', 600)]);
    expect(diff.updated).toHaveLength(1);
    expect(diff.removed.map((o) => o.quantity)).toEqual([5]);
  });
});

describe('does an import change a stored position (the same file again changes nothing)', () => {
  it('holdings: quantity, price, P&L figures; a missing Mark leaves the stored price alone', () => {
    const stored = { quantity: 10, tradePrice: 5, pnlPercent: null, pnlOpen: 3, currentPrice: 6 };
    expect(holdingImportChanges(stored, { quantity: 10, tradePrice: 5, pnlOpen: 3 })).toBe(false);
    expect(holdingImportChanges(stored, { quantity: 10, tradePrice: 5, pnlOpen: 3, currentPrice: 6 })).toBe(false);
    expect(holdingImportChanges(stored, { quantity: 10, tradePrice: 5, pnlOpen: 3, currentPrice: 7 })).toBe(true);
    expect(holdingImportChanges(stored, { quantity: 11, tradePrice: 5, pnlOpen: 3 })).toBe(true);
    expect(holdingImportChanges(stored, { quantity: 10, tradePrice: 5, pnlOpen: null })).toBe(true);
  });

  it('options: the same for contracts and price', () => {
    const stored = { quantity: -1, price: 2, pnlPercent: 5, pnlOpen: null };
    expect(optionImportChanges(stored, { quantity: -1, price: 2, pnlPercent: 5 })).toBe(false);
    expect(optionImportChanges(stored, { quantity: 1, price: 2, pnlPercent: 5 })).toBe(true);
    expect(optionImportChanges(stored, { quantity: -1, price: 2, pnlPercent: 5, currentPrice: 1 })).toBe(true);
  });
});
