// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { importedFields } from '../import/importPreview.js';
import { exportFileName, holdingsToCsv } from './exportHoldingsCsv.js';
import { parseBrokerCsv } from './parseBrokerCsv.js';
import { makeHolding } from '@tradeboard/ui/testing';

const holdings = [
  makeHolding('AMZN', { quantity: 40, tradePrice: 182.35, pnlPercent: 17.41, pnlOpen: 1270, dateOpened: '11/02/2026' }),
  makeHolding('INTC', {
    quantity: 1800,
    tradePrice: 31.75,
    pnlPercent: -5.83,
    pnlOpen: -3330,
    optionsLongTerm: 'Long Term',
  }),
  makeHolding('XOM', { quantity: 60, tradePrice: 104.125, pnlPercent: null, pnlOpen: null }),
];

describe('Export CSV', () => {
  it('writes the columns Ticker, Fund, Quantity, Trade Price, P&L %, P&L Open, Portfolio %, Date Opened', () => {
    const [header, first, second, third] = holdingsToCsv(holdings).split('\n');
    expect(header).toBe('Ticker,Fund,Quantity,Trade Price,P&L %,P&L Open,Portfolio %,Date Opened');
    // Portfolio %: 7294 / (7294 + 57150 + 6247.5) = 10.32%.
    expect(first).toBe('AMZN,Main Fund,40,182.35,17.41%,1270,10.32%,11/02/2026');
    expect(second).toBe('INTC,Main Fund,1800,31.75,-5.83%,-3330,80.84%,');
    expect(third).toBe('XOM,Main Fund,60,104.125,,,8.84%,');
  });

  it('reads back through the importer to the same holdings (round trip)', () => {
    const parsed = parseBrokerCsv(holdingsToCsv(holdings));
    expect(parsed.skipped).toEqual([]);
    expect(parsed.holdings.map(importedFields)).toEqual(holdings.map(importedFields));
  });

  it('round-trips what the importer read from a broker statement', () => {
    const statement = [
      'Instrument,Qty,Trade Price,P/L %,P/L Open',
      'AAPL,,,,',
      '"APPLE INC, COM",+250,$187.20,+22.09%,"$10,337.50"',
      'KO,+80,61.25,0.00%,$0.00',
    ].join('\n');
    const first = parseBrokerCsv(statement).holdings;
    const exported = holdingsToCsv(first.map((row) => makeHolding(row.ticker, row)));
    expect(parseBrokerCsv(exported).holdings.map(importedFields)).toEqual(first.map(importedFields));
  });

  it('names the file after the filter and the day', () => {
    expect(exportFileName('✅ Main Fund', new Date(2026, 10, 3))).toBe('holdings-main-fund-2026-11-03.csv');
    expect(exportFileName('All Funds', new Date(2026, 0, 20))).toBe('holdings-all-funds-2026-01-20.csv');
  });
});
