// @vitest-environment node
// Each broker's export (fixtures/brokers/, written for these tests with made-up numbers) through its
// parser, and the detection that picks the parser from the file's header lines.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectBroker, parseStatement } from '../detectBroker.js';
import type { BrokerCsvParse } from '../statement.js';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/brokers/${name}.csv`, import.meta.url), 'utf8');
const stocks = (parse: BrokerCsvParse) =>
  parse.holdings.map(
    (h) => `${h.ticker} ${h.quantity} @${h.tradePrice} mark ${h.currentPrice} P/L ${h.pnlOpen} ${h.pnlPercent}%`,
  );
const options = (parse: BrokerCsvParse) =>
  parse.options.map(
    (o) =>
      `${o.ticker} ${o.expiry} ${o.strike} ${o.optionType} ${o.quantity} @${o.price} mark ${o.currentPrice} P/L ${o.pnlOpen}`,
  );
const skipped = (parse: BrokerCsvParse) => parse.skipped.map((row) => `${row.instrument}: ${row.reason}`);

describe('Interactive Brokers TWS portfolio export', () => {
  const parse = parseStatement(fixture('ibkr-tws-portfolio'));

  it('is recognised by its header', () => {
    expect(parse.broker).toBe('ibkr');
  });

  it('stocks (BRK B as BRK.B) and options by OCC symbol or TWS description; futures and forex skipped', () => {
    expect(stocks(parse)).toEqual([
      'AAPL 100 @150.25 mark 172.5 P/L 2225 null%',
      'MSFT 25 @380 mark 410.1 P/L 752.5 null%',
      'BRK.B 3 @300 mark 330 P/L 90 null%',
    ]);
    expect(options(parse)).toEqual([
      'SPY 04/21/2023 400 PUT -2 @6.1 mark 5.2 P/L 180',
      'QQQ 06/16/2023 320 CALL 1 @7.5 mark 9.8 P/L 230',
    ]);
    expect(skipped(parse)).toEqual([
      'ES JUN23: futures: not a stock or stock option',
      'EUR.USD: forex: not a stock or stock option',
      'Total: total row',
    ]);
  });

  it("'Avg Cost' of an option is per contract: divided by 100", () => {
    const text = [
      'Financial Instrument,Position,Last,Avg Cost,Unrealized P&L,Sec Type',
      'SPY   230421P00400000,-2,5.20,610.00,180.00,OPT',
      'AAPL,10,172.50,150.00,225.00,STK',
    ].join('\n');
    const parsed = parseStatement(text);
    expect(options(parsed)).toEqual(['SPY 04/21/2023 400 PUT -2 @6.1 mark 5.2 P/L 180']);
    expect(stocks(parsed)).toEqual(['AAPL 10 @150 mark 172.5 P/L 225 null%']);
  });
});

describe('E*TRADE PortfolioDownload', () => {
  const parse = parseStatement(fixture('etrade-portfolio-download'));

  it('the position rows, not the tax lots under them; fractional shares kept whole and said so', () => {
    expect(parse.broker).toBe('etrade');
    expect(stocks(parse)).toEqual(['AAPL 40 @150 mark 172.5 P/L 900 15%', 'VTI 12 @200 mark 220.3 P/L 253.75 10.15%']);
    expect(options(parse)).toEqual([
      'AAPL 01/19/2024 150 CALL 1 @18 mark 24.1 P/L 610',
      'KO 06/16/2023 60 PUT -3 @1.2 mark 0.85 P/L 105',
    ]);
    expect(skipped(parse)).toEqual([
      '01/15/2022: tax lot (the position row above counts)',
      '06/10/2022: tax lot (the position row above counts)',
      'VTI: imported as 12 shares: the fund counts whole shares (12.5 in the file)',
      'CASH: cash or money market',
      'TOTAL: total row',
    ]);
  });
});

describe('Fidelity Portfolio_Positions', () => {
  const parse = parseStatement(fixture('fidelity-portfolio-positions'));

  it('two accounts: one holding per ticker (quantities added), the money market, pending activity and footer left out', () => {
    expect(parse.broker).toBe('fidelity');
    expect(parse.statementDate).toBe('06/02/2023');
    expect(stocks(parse)).toEqual([
      'AAPL 30 @150 mark 172.5 P/L 675 null%',
      'NVDA 10 @300 mark 450 P/L 1500 50%',
      'FXAIX 30 @144.21 mark 160 P/L 481.92 10.95%',
    ]);
    expect(options(parse)).toEqual(['AAPL 01/19/2024 150 CALL -1 @18 mark 24.1 P/L -610']);
    expect(skipped(parse)).toEqual([
      'SPAXX**: cash or money market',
      'AAPL: added to the same position on line 3 (another account)',
      'FXAIX: imported as 30 shares: the fund counts whole shares (30.512 in the file)',
      'Pending Activity: cash or money market',
    ]);
  });
});

describe('Schwab positions', () => {
  it('one account: the trade price is Cost Basis over the shares (x 100 for an option)', () => {
    const parse = parseStatement(fixture('schwab-positions'));
    expect(parse.broker).toBe('schwab');
    expect(parse.statementDate).toBe('06/02/2023');
    expect(stocks(parse)).toEqual(['MSFT 15 @280 mark 335.4 P/L 831 19.79%', 'SCHD 40 @72.5 mark 70.1 P/L -96 -3.31%']);
    expect(options(parse)).toEqual(['MSFT 06/16/2023 350 CALL -2 @4.5 mark 3.1 P/L 280']);
    expect(skipped(parse)).toEqual(['Cash & Cash Investments: cash or money market', 'Account Total: total row']);
  });

  it('all accounts: a header per account, one holding per ticker', () => {
    const parse = parseStatement(fixture('schwab-all-accounts'));
    expect(parse.statementDate).toBe('06/05/2023');
    expect(stocks(parse)).toEqual(['MSFT 20 @285 mark 335.4 P/L 1008 null%']);
    expect(options(parse)).toEqual(['GLD 06/16/2023 180 PUT 1 @2 mark 1.25 P/L -75']);
  });
});

describe('detection from the header lines', () => {
  it.each([
    ['ibkr-tws-portfolio', 'ibkr'],
    ['etrade-portfolio-download', 'etrade'],
    ['fidelity-portfolio-positions', 'fidelity'],
    ['schwab-positions', 'schwab'],
    ['schwab-all-accounts', 'schwab'],
  ])('%s -> %s', (name, broker) => {
    expect(detectBroker(fixture(name))).toBe(broker);
  });

  it('a thinkorswim statement, and any other CSV (the SPEC section 5 rules)', () => {
    const tos = readFileSync(new URL('../fixtures/thinkorswim-positions.csv', import.meta.url), 'utf8');
    expect(detectBroker(tos)).toBe('thinkorswim');
    expect(detectBroker('Symbol,Quantity,Price\nAAPL,1,2\n')).toBe('generic');
    expect(parseStatement('Symbol,Quantity,Price\nAAPL,1,2\n').holdings).toMatchObject([{ ticker: 'AAPL' }]);
  });

  it('the admin can pick another parser: the same file read as another broker', () => {
    const text = fixture('schwab-positions');
    expect(parseStatement(text, 'fidelity')).toMatchObject({ broker: 'fidelity', holdings: [], options: [] });
  });
});

describe('thinkorswim Account Statement', () => {
  const text = fixture('thinkorswim-account-statement');
  const parse = parseStatement(text);

  it('is recognised by its title and dated by its "through" date', () => {
    expect(detectBroker(text)).toBe('tdaAccount');
    expect(parse.broker).toBe('tdaAccount');
    expect(parse.statementDate).toBe('11/18/2026');
  });

  it('holdings from Equities with their Trade Price and Mark (never the trade history rows at price 0)', () => {
    expect(stocks(parse)).toEqual([
      'AAPL 100 @150.25 mark 172.4 P/L 2215 14.74%',
      'MSFT 25 @380 mark 410.1 P/L 752.5 7.92%',
      'SCHD 12 @75.2 mark 78 P/L 35 3.72%',
    ]);
  });

  it('options from Options: signed legs, the day on the Exp, index options under their Symbol', () => {
    expect(options(parse)).toEqual([
      'SPY 12/18/2026 560 PUT -1 @3.1 mark 2.4 P/L 70',
      'SPY 12/18/2026 555 PUT 1 @1.9 mark 1.5 P/L -40',
      'QQQ 01/15/2027 500 CALL 2 @12.35 mark 14.8 P/L 490',
      'SPX 11/20/2026 5800 PUT -1 @8.5 mark 3.2 P/L 530',
    ]);
    expect(parse.options.map((o) => o.pnlPercent)).toEqual([22.58, -21.05, 19.84, 62.35]);
  });

  it('fractional shares, excluded tickers and futures are listed with their reason; activity sections are not positions', () => {
    expect(skipped(parse)).toEqual([
      'SCHD: imported as 12 shares: the fund counts whole shares (12.5 in the file)',
      'NIO: excluded ticker',
      '/MESZ26: futures: not a stock or stock option',
    ]);
  });

  it('a row without a trade price or with an unreadable expiry is skipped, not imported at 0', () => {
    const small = [
      'Account Statement for 00000000 (Margin) since 11/1/26 through 11/18/26',
      'Equities',
      'Symbol,Description,Qty,Trade Price,Mark,Mark Value',
      'AAPL,APPLE INC COM,+10,,172.40,"$1,724.00"',
      'Options',
      'Symbol,Option Code,Exp,Strike,Type,Qty,Trade Price,Mark,Mark Value',
      'SPY,SPY261218P560,DEC 26,560,PUT,-1,3.10,2.40,($240.00)',
    ].join('\n');
    const parsed = parseStatement(small);
    expect(parsed.holdings).toEqual([]);
    expect(parsed.options).toEqual([]);
    expect(skipped(parsed)).toEqual(['AAPL: no trade price', 'SPY261218P560: option line not understood']);
  });
});
