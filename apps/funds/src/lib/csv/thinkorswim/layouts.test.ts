// @vitest-environment node
// The thinkorswim Position Statement in each layout it has been exported in (fixtures/thinkorswim/):
// stocks by SPEC section 5, option lines as options positions, everything else skipped with its reason.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBrokerCsv } from '../parseBrokerCsv.js';
import type { BrokerCsvParse } from '../statement.js';

const layout = (name: string) =>
  parseBrokerCsv(readFileSync(new URL(`../fixtures/thinkorswim/${name}.csv`, import.meta.url), 'utf8'));
const stocks = (parse: BrokerCsvParse) =>
  parse.holdings.map((h) => `${h.ticker} ${h.quantity} @${h.tradePrice} mark ${h.currentPrice} ${h.optionsLongTerm}`);
const options = (parse: BrokerCsvParse) =>
  parse.options.map(
    (o) => `${o.ticker} ${o.expiry} ${o.strike} ${o.optionType} ${o.quantity} @${o.price} mark ${o.currentPrice}`,
  );
const skipped = (parse: BrokerCsvParse) => parse.skipped.map((row) => `${row.instrument}: ${row.reason}`);

describe('thinkorswim layouts', () => {
  it('one "None" group, 2014: monthlies without a day take the statement date plus Days', () => {
    const parse = layout('none-group');
    expect(parse.statementDate).toBe('07/25/2014');
    expect(stocks(parse)).toEqual(['GLD 50 @124.1 mark 126.8 Options', 'IBM 20 @185 mark 191.2 Options']);
    expect(options(parse)).toEqual([
      'GLD 08/16/2014 120 PUT -2 @1.05 mark 0.62',
      'XLE 08/16/2014 86 PUT -3 @0.95 mark 0.41',
      'XLE 08/16/2014 84 PUT 3 @0.48 mark 0.2',
      'XLE 09/20/2014 100 CALL 1 @0.75 mark 0.9',
    ]);
    expect(skipped(parse)).toEqual([
      'Cash & Sweep Vehicle: account row',
      'OVERALL TOTALS: account row',
      'BP ADJUSTMENT: account row',
      'AVAILABLE DOLLARS: account row',
    ]);
  });

  it('user-named groups, each with its header and subtotals; P/L % and P/L Open carried', () => {
    const parse = layout('user-groups');
    expect(stocks(parse)).toEqual(['MSFT 30 @275.5 mark 280.1 Options', 'COST 8 @540 mark 565.3 Options']);
    expect(options(parse)).toEqual([
      'SPX 04/29/2022 4200 PUT -1 @12.4 mark 8.1',
      'SPX 04/29/2022 4150 PUT 1 @8.1 mark 5.3',
      'IWM 05/20/2022 180 PUT -2 @3.2 mark 4.05',
      'COST 05/20/2022 600 CALL -1 @9.8 mark 6.2',
    ]);
    expect(parse.options[0]).toMatchObject({ pnlPercent: 34.68, pnlOpen: 430 });
    expect(parse.options[1]).toMatchObject({ pnlPercent: -34.57, pnlOpen: -280 });
    expect(skipped(parse)).toEqual(['Cash & Sweep Vehicle: account row', 'OVERALL TOTALS: account row']);
  });

  it('Equities / Futures / Futures Options / Forex sections: only equities come in, the rest skipped with the reason', () => {
    const parse = layout('sections');
    expect(stocks(parse)).toEqual(['AAPL 100 @145.2 mark 150.59 Options']);
    expect(options(parse)).toEqual(['AAPL 03/31/2023 160 CALL -1 @2.1 mark 1.02']);
    expect(skipped(parse)).toEqual([
      '/ESH23: futures: not a stock or stock option',
      '1/50 (Wk2) 17 MAR 23 /E3BH23:XCME 3700 PUT: futures option: not a stock or stock option',
      'EUR/USD: forex: not a stock or stock option',
      'Cash & Sweep Vehicle: account row',
      'OVERALL TOTALS: account row',
    ]);
  });

  it('a portfolio-margin account (Margin Req column): an iron condor and a long-term stock', () => {
    const parse = layout('portfolio-margin');
    expect(stocks(parse)).toEqual(['AMD 1500 @62.4 mark 60.11 Long Term']);
    expect(options(parse)).toEqual([
      'TSLA 11/18/2022 200 PUT -5 @8.2 mark 6.15',
      'TSLA 11/18/2022 180 PUT 5 @3.4 mark 2.55',
      'TSLA 11/18/2022 260 CALL -5 @6 mark 4.4',
      'TSLA 11/18/2022 280 CALL 5 @2.5 mark 1.7',
    ]);
    expect(skipped(parse)).toEqual(['OVERNIGHT BUYING POWER: account row', 'OVERALL TOTALS: account row']);
  });

  it('a byte-order mark and Greeks columns', () => {
    const parse = layout('bom-greeks');
    expect(parse.statementDate).toBe('06/14/2021');
    expect(stocks(parse)).toEqual(['NVDA 10 @640 mark 712.5 Options', 'DIS 25 @178.4 mark 175.9 Options']);
    expect(options(parse)).toEqual(['NVDA 06/18/2021 700 CALL -1 @9 mark 16.2']);
    expect(parse.options[0]).toMatchObject({ pnlPercent: null, pnlOpen: -720 });
  });

  it('P/L % and Net Liq columns, no Days: a monthly without a day is the third Friday; BRK/B options as BRK.B', () => {
    const parse = layout('netliq');
    expect(stocks(parse)).toEqual(['KO 100 @58.1 mark 62.35 Options']);
    expect(options(parse)).toEqual([
      'QQQ 09/30/2022 300 PUT -1 @5.4 mark 4.1',
      'QQQ 09/16/2022 330 CALL 1 @3.05 mark 2.2',
      'BRK.B 12/16/2022 300 CALL 1 @12 mark 10.9',
    ]);
    expect(parse.options[0]).toMatchObject({ pnlPercent: 24.07, pnlOpen: 130 });
    // SPEC section 5: a stock ticker is letters only, so the BRK/B stock row stays out.
    expect(skipped(parse)).toEqual(['BRK/B: not a ticker', 'OVERALL TOTALS: account row']);
  });

  it('an index-options account: no stocks, every option in (SPX weeklys and quarterlys, NDX, $RUT.X)', () => {
    const parse = layout('index-options');
    expect(parse.holdings).toEqual([]);
    expect(options(parse)).toEqual([
      'SPX 04/29/2022 2400 PUT -2 @1.1 mark 0.35',
      'SPX 04/29/2022 2350 PUT 2 @0.8 mark 0.25',
      'SPX 06/30/2022 4000 PUT 1 @95 mark 120.3',
      'NDX 05/20/2022 13000 CALL -1 @410 mark 350.6',
      'RUT 05/20/2022 1900 PUT 1 @40 mark 48.2',
    ]);
    expect(skipped(parse)).toEqual(['Cash & Sweep Vehicle: account row', 'OVERALL TOTALS: account row']);
  });

  it('options without a group above, zero or fractional contracts, the same contract twice, excluded underlyings', () => {
    const parse = parseBrokerCsv(
      [
        'Instrument,Qty,Days,Trade Price,Mark',
        '100 (Weeklys) 29 APR 22 400 PUT,-1,7,1.00,1.00',
        'SPY,,,,',
        '100 (Weeklys) 29 APR 22 400 PUT,0,7,1.00,1.00',
        '100 (Weeklys) 29 APR 22 410 PUT,+1.5,7,1.00,1.00',
        '100 (Weeklys) 29 APR 22 420 PUT,-1,7,1.00,1.00',
        '100 (Weeklys) 29 APR 22 420 PUT,-1,7,1.00,1.00',
        '100 (Weeklys) 31 APR 22 420 PUT,-1,7,1.00,1.00',
        '100 (Weeklys) WK APR 22 420 PUT,-1,7,1.00,1.00',
        'NIO,,,,',
        '100 20 MAY 22 10 CALL,+1,28,1.00,1.00',
      ].join('\n'),
    );
    expect(options(parse)).toEqual(['SPY 04/29/2022 420 PUT -1 @1 mark 1']);
    expect(parse.skipped.map((row) => `${row.line}: ${row.reason}`)).toEqual([
      '2: option line without an underlying ticker above it',
      '4: quantity 0',
      '5: quantity 1.5 is not a whole number',
      '7: option listed twice (first on line 6)',
      '8: option line not understood',
      '9: option line not understood',
      '10: excluded ticker',
      '11: excluded ticker',
    ]);
  });
});
