// @vitest-environment node
// One test per rule of SPEC section 5 "CSV parsing" (cell and row level).
import { describe, expect, it } from 'vitest';
import {
  EXCLUDED_TICKERS,
  findColumns,
  findHeaderRow,
  isAccountRow,
  isOptionLine,
  isTicker,
  parsePnlOpen,
  parsePnlPercent,
  parsePrice,
  parseQuantity,
} from './rules.js';

describe('header row: the first row containing instrument, ticker or symbol, else the first row', () => {
  it.each([
    [
      'thinkorswim title lines above the header',
      [['Position Statement for 1 on 11/18/26'], ['None'], ['Instrument', 'Qty']],
      2,
    ],
    ['a Ticker header', [['Ticker', 'Shares']], 0],
    ['a lower-case symbol header after a blank title', [['My export'], ['symbol', 'quantity']], 1],
    [
      'no header word at all: the first row',
      [
        ['Stock', 'Qty'],
        ['AAPL', '1'],
      ],
      0,
    ],
  ])('%s', (_name, rows, expected) => {
    expect(findHeaderRow(rows)).toBe(expected);
  });
});

describe('columns found by header text', () => {
  it('reads the thinkorswim header', () => {
    const header = [
      'Instrument',
      'Qty',
      'Days',
      'Trade Price',
      'Mark',
      'Mrk Chng',
      'P/L %',
      'P/L Open',
      'P/L Day',
      'BP Effect',
    ];
    expect(findColumns(header)).toEqual({
      ticker: 0,
      quantity: 1,
      price: 3,
      pnlPercent: 6,
      pnlOpen: 7,
      mark: 4,
      days: 2,
    });
  });
  it.each([
    ['Ticker / Shares / Entry', ['Ticker', 'Shares', 'Entry'], { ticker: 0, quantity: 1, price: 2 }],
    ['Symbol / Quantity / Price', ['Description', 'Symbol', 'Quantity', 'Price'], { ticker: 1, quantity: 2, price: 3 }],
    ['Trade Price wins over another price column', ['Symbol', 'Qty', 'Mark Price', 'Trade Price'], { price: 3 }],
  ])('%s', (_name, header, expected) => {
    expect(findColumns(header)).toMatchObject(expected);
  });
  it.each([['P/L %'], ['P&L %'], ['P/L%'], ['PL %'], ['PnL %']])("finds the P&L %% column written '%s'", (title) => {
    expect(findColumns(['Symbol', 'Qty', 'P/L Day', title]).pnlPercent).toBe(3);
  });
  it.each([['P/L Open'], ['P&L Open'], ['PL Open'], ['PnL Open']])(
    "finds the P&L Open column written '%s' (not P/L Day)",
    (title) => {
      expect(findColumns(['Symbol', 'Qty', 'P/L Day', title]).pnlOpen).toBe(3);
    },
  );
  it('a missing column is -1; a missing ticker column falls back to the first column', () => {
    expect(findColumns(['Stock', 'Qty'])).toEqual({
      ticker: 0,
      quantity: 1,
      price: -1,
      pnlPercent: -1,
      pnlOpen: -1,
      mark: -1,
      days: -1,
    });
  });
});

describe('account rows are skipped: Cash & Sweep, OVERALL, BP ADJUSTMENT, AVAILABLE, OVERNIGHT', () => {
  it.each([
    ['Cash & Sweep Vehicle', true],
    ['OVERALL TOTALS', true],
    ['BP ADJUSTMENT', true],
    ['AVAILABLE DOLLARS', true],
    ['OVERNIGHT FUTURES BP', true],
    ['AMZN', false],
    ['AMAZON COM INC COM', false],
  ])('%s -> %s', (instrument, expected) => {
    expect(isAccountRow([instrument, '', '$1.00'])).toBe(expected);
  });
});

describe('option lines are skipped: CALL, PUT, 100/200/50 markers, expiry dates', () => {
  it.each([
    ['100 (Weeklys) 28 NOV 26 520 PUT', true],
    ['100 19 DEC 26 500 CALL', true],
    ['200 16 JAN 27 30', true],
    ['50 20 MAR 27 12.5', true],
    ['PLTR 16 JAN 27 30 C', true],
    ['SPY CALLS', true],
    ['AMZN', false],
    ['PUTNAM FUNDS TRUST', false],
    ['APPLE INC, COM', false],
  ])('%s -> %s', (instrument, expected) => {
    expect(isOptionLine(instrument)).toBe(expected);
  });
});

describe('a ticker is at most 6 uppercase letters, no spaces, not containing CALL or PUT', () => {
  it.each([
    ['AMZN', true],
    ['F', true],
    ['GOOGLX', true],
    ['GOOGLXY', false],
    ['amzn', false],
    ['BRK.B', false],
    ['/ESZ26', false],
    ['AMZN INC', false],
    ['CALLW', false],
    ['XPUT', false],
    [' META ', true],
  ])('%s -> %s', (instrument, expected) => {
    expect(isTicker(instrument)).toBe(expected);
  });
  it('NIO and RDFN are excluded', () => {
    expect([...EXCLUDED_TICKERS].sort()).toEqual(['NIO', 'RDFN']);
  });
});

describe('quantity strips + and commas, price strips $ and commas, both default to 0', () => {
  it.each([
    ['+40', 40],
    ['+1,800', 1800],
    ['-5', -5],
    ['', 0],
    [undefined, 0],
    ['n/a', 0],
  ])('quantity %s -> %s', (cell, expected) => {
    expect(parseQuantity(cell)).toBe(expected);
  });
  it.each([
    ['$512.00', 512],
    ['182.35', 182.35],
    ['"$6,012.25"'.slice(1, -1), 6012.25],
    ['', 0],
    ['--', 0],
  ])('price %s -> %s', (cell, expected) => {
    expect(parsePrice(cell)).toBe(expected);
  });
});

describe("P&L %: null for '0.00%', negative with parentheses or minus", () => {
  it.each([
    ['+17.41%', 17.41],
    ['(5.83%)', -5.83],
    ['-5.83%', -5.83],
    ['0.00%', null],
    ['', null],
    ['1,204.50%', 1204.5],
  ])('%s -> %s', (cell, expected) => {
    expect(parsePnlPercent(cell)).toBe(expected);
  });
});

describe("P&L Open: null for '$0.00', negative with parentheses or minus", () => {
  it.each([
    ['$1,270.00', 1270],
    ['($3,330.00)', -3330],
    ['-$3,330.00', -3330],
    ['$-255.00', -255],
    ['$0.00', null],
    ['', null],
  ])('%s -> %s', (cell, expected) => {
    expect(parsePnlOpen(cell)).toBe(expected);
  });
});
