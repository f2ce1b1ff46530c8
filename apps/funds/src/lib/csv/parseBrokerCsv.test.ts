// @vitest-environment node
// Whole-file tests: realistic broker statements in, the holdings and skipped rows out.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBrokerCsv, type ParsedHolding } from './parseBrokerCsv.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
/** The fields SPEC section 5 sets (the line and the statement's Mark are ours). */
const withoutLines = (holdings: ParsedHolding[]) =>
  holdings.map(({ line: _line, currentPrice: _mark, ...rest }) => rest);
const reasons = (text: string) =>
  Object.fromEntries(parseBrokerCsv(text).skipped.map((row) => [row.instrument, row.reason]));

describe('the shared thinkorswim sample', () => {
  const expected = JSON.parse(fixture('thinkorswim-positions.expected.json')) as { holdings: unknown[] };
  const result = parseBrokerCsv(fixture('thinkorswim-positions.csv'));

  it('gives exactly the expected holdings, in file order', () => {
    expect(withoutLines(result.holdings)).toEqual(expected.holdings);
  });

  it('remembers the line of each ticker row', () => {
    expect(result.holdings.map((holding) => [holding.ticker, holding.line])).toEqual([
      ['AMZN', 5],
      ['META', 7],
      ['INTC', 11],
      ['XOM', 12],
    ]);
  });

  it("takes each stock's Mark as its current price (from the detail line for a group row)", () => {
    expect(result.holdings.map((holding) => [holding.ticker, holding.currentPrice])).toEqual([
      ['AMZN', 214.1],
      ['META', 590.4],
      ['INTC', 29.9],
      ['XOM', 104],
    ]);
    expect(result.statementDate).toBe('11/18/2026');
  });

  it("reads the QQQ group's option lines as options positions, the short leg negative", () => {
    expect(result.options.map(({ line: _line, ...option }) => option)).toEqual([
      {
        ticker: 'QQQ',
        optionType: 'PUT',
        strike: 520,
        expiry: '11/28/2026',
        quantity: -2,
        price: 4.1,
        pnlPercent: 42.68,
        pnlOpen: 350,
        currentPrice: 2.35,
        instrument: '100 (Weeklys) 28 NOV 26 520 PUT',
      },
      {
        ticker: 'QQQ',
        optionType: 'CALL',
        strike: 500,
        expiry: '12/19/2026',
        quantity: 1,
        price: 18.2,
        pnlPercent: 40.66,
        pnlOpen: 740,
        currentPrice: 25.6,
        instrument: '100 19 DEC 26 500 CALL',
      },
    ]);
  });

  it('lists every row it left out with the reason (the QQQ group row is not: its options are imported)', () => {
    expect(result.skipped.map(({ instrument, reason }) => [instrument, reason])).toEqual([
      ['TSLA', 'quantity -5'],
      ['RDFN', 'excluded ticker'],
      ['Cash & Sweep Vehicle', 'account row'],
      ['OVERALL TOTALS', 'account row'],
      ['BP ADJUSTMENT', 'account row'],
      ['AVAILABLE DOLLARS', 'account row'],
    ]);
  });
});

describe('a statement with sections, quoted names with commas, CRLF-free BOM, futures and index options', () => {
  const text = fixture('thinkorswim-sections.csv');
  const result = parseBrokerCsv(text);

  it('takes group rows from their quoted detail lines and keeps rows that carry their own figures', () => {
    expect(withoutLines(result.holdings)).toEqual([
      {
        ticker: 'AAPL',
        quantity: 250,
        tradePrice: 187.2,
        pnlPercent: 22.09,
        pnlOpen: 10337.5,
        optionsLongTerm: 'Options',
      },
      {
        ticker: 'BRKB',
        quantity: 12,
        tradePrice: 401.1,
        pnlPercent: 18.87,
        pnlOpen: 908.4,
        optionsLongTerm: 'Options',
      },
      {
        ticker: 'NVDA',
        quantity: 2400,
        tradePrice: 48.12,
        pnlPercent: 276.25,
        pnlOpen: 319032,
        optionsLongTerm: 'Long Term',
      },
      {
        ticker: 'PLTR',
        quantity: 300,
        tradePrice: 24.8,
        pnlPercent: -10.89,
        pnlOpen: -810,
        optionsLongTerm: 'Options',
      },
      { ticker: 'KO', quantity: 80, tradePrice: 61.25, pnlPercent: null, pnlOpen: null, optionsLongTerm: 'Options' },
    ]);
  });

  it('reads the option lines: the underlying written in front, or the group above (SPY weeklys, a short strangle)', () => {
    expect(
      result.options.map((o) => `${o.ticker} ${o.expiry} ${o.strike} ${o.optionType} ${o.quantity} @${o.price}`),
    ).toEqual(['PLTR 01/16/2027 30 CALL 2 @3.4', 'SPY 11/27/2026 600 PUT -1 @5.1', 'SPY 11/27/2026 640 CALL -1 @3']);
  });

  it('skips the excluded and short positions, futures and account rows', () => {
    expect(reasons(text)).toEqual({
      NIO: 'excluded ticker',
      GME: 'quantity -100',
      '/ESZ26': 'futures: not a stock or stock option',
      'Cash & Sweep Vehicle': 'account row',
      'OVERNIGHT FUTURES BP': 'account row',
      'OVERALL TOTALS': 'account row',
      'BP ADJUSTMENT': 'account row',
      'AVAILABLE DOLLARS': 'account row',
    });
  });

  it('reads the same with Windows line endings', () => {
    expect(parseBrokerCsv(text.replace(/\n/g, '\r\n')).holdings).toEqual(result.holdings);
  });
});

describe('a plain broker export (Symbol, Quantity, Price, P&L %, P&L Open; CRLF)', () => {
  const text = fixture('simple-broker.csv');

  it('reads the tickers that follow the rules', () => {
    expect(withoutLines(parseBrokerCsv(text).holdings)).toEqual([
      {
        ticker: 'AMD',
        quantity: 1200,
        tradePrice: 118.4,
        pnlPercent: 4.5,
        pnlOpen: 6393.6,
        optionsLongTerm: 'Long Term',
      },
      { ticker: 'COST', quantity: 3, tradePrice: 905.1, pnlPercent: -2.1, pnlOpen: -57.02, optionsLongTerm: 'Options' },
      { ticker: 'T', quantity: 40, tradePrice: 22.5, pnlPercent: null, pnlOpen: null, optionsLongTerm: 'Options' },
    ]);
  });

  it('says why the others were left out (lower case, share class, fractional, listed twice)', () => {
    expect(parseBrokerCsv(text).skipped.map(({ line, instrument, reason }) => [line, instrument, reason])).toEqual([
      [2, 'msft', 'not a ticker'],
      [6, 'BRK.B', 'not a ticker'],
      [7, 'VOO', 'quantity 2.5 is not a whole number'],
      [8, 'AMD', 'ticker listed twice (first on line 3)'],
    ]);
  });
});

describe('the detail-line look-ahead', () => {
  const header = 'Instrument,Qty,Trade Price,P/L %,P/L Open';

  it('passes over option lines to reach the detail line', () => {
    const text = [
      header,
      'SHOP,,,,',
      '100 19 DEC 26 90 CALL,+1,4.00,,',
      'SHOPIFY INC CL A,+10,$95.00,+5.00%,$47.50',
    ].join('\n');
    expect(parseBrokerCsv(text).holdings).toMatchObject([{ ticker: 'SHOP', quantity: 10, tradePrice: 95 }]);
  });

  it('stops at another plain ticker, so that ticker keeps its own detail line', () => {
    const text = [header, 'SHOP,,,,', 'ROKU,,,,', 'ROKU INC CL A,+7,$60.00,,'].join('\n');
    const result = parseBrokerCsv(text);
    expect(result.holdings).toMatchObject([{ ticker: 'ROKU', quantity: 7 }]);
    expect(result.skipped).toMatchObject([{ instrument: 'SHOP', reason: 'quantity 0' }]);
  });

  it('looks at most 4 lines down', () => {
    const filler = '100 19 DEC 26 90 CALL,+1,4.00,,';
    const within = [header, 'SHOP,,,,', filler, filler, filler, 'SHOPIFY INC CL A,+10,$95.00,,'].join('\n');
    const beyond = [header, 'SHOP,,,,', filler, filler, filler, filler, 'SHOPIFY INC CL A,+10,$95.00,,'].join('\n');
    expect(parseBrokerCsv(within).holdings).toHaveLength(1);
    expect(parseBrokerCsv(beyond).holdings).toHaveLength(0);
  });

  it('wants a longer name with a space and a quantity and price above 0', () => {
    const noSpace = [header, 'SHOP,,,,', 'SHOPIFYINC,+10,$95.00,,'].join('\n');
    const noPrice = [header, 'SHOP,,,,', 'SHOPIFY INC,+10,,,'].join('\n');
    expect(parseBrokerCsv(noSpace).holdings).toEqual([]);
    expect(parseBrokerCsv(noPrice).holdings).toEqual([]);
  });

  it('does not list the detail line it used as skipped', () => {
    const text = [header, 'SHOP,,,,', 'SHOPIFY INC CL A,+10,$95.00,,'].join('\n');
    expect(parseBrokerCsv(text).skipped).toEqual([]);
  });
});

describe('files with nothing to import', () => {
  it.each([
    ['an empty file', ''],
    ['a header only', 'Instrument,Qty,Trade Price\n'],
    ['lines without commas', 'Position Statement\nNone\n'],
    ['only account rows', 'Instrument,Qty\nCash & Sweep Vehicle,\nOVERALL TOTALS,,'],
  ])('%s gives no holdings', (_name, text) => {
    expect(parseBrokerCsv(text).holdings).toEqual([]);
  });
});
