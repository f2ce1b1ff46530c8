/**
 * Interactive Brokers TWS "Export Portfolio" (the Portfolio window's columns as CSV): one row per
 * position under a header with 'Financial Instrument' (or 'Financial Instrument Description') and
 * 'Position'; prices per share ('Avg Price', 'Market Price' / 'Last'); 'Security Type' (STK, OPT,
 * FUT, FOP, CASH...) when the export has it. Options are named by their OCC symbol in brackets or by
 * TWS's description ("SPY APR 21 '23 400 Put").
 */
import { readRows, type Row } from '../parseBrokerCsv.js';
import { SKIP_REASONS, isForexPair, type BrokerCsvParse } from '../statement.js';
import { StatementBuilder } from './builder.js';
import { amount, cellAt, columnOf, findHeader, markOf, signed } from './columns.js';
import { parseDescribedOption, parseOccSymbol } from './optionSymbols.js';

const HEADER = ['financialinstrument', 'position'];

export const looksLikeIbkr = (rows: readonly Row[]) => findHeader(rows, HEADER) !== -1;

export function parseIbkr(text: string): BrokerCsvParse {
  const rows = readRows(text);
  const builder = new StatementBuilder('ibkr', null);
  const headerIndex = findHeader(rows, HEADER);
  if (headerIndex === -1) return builder.done();
  const header = rows[headerIndex]!.cells;
  const col = {
    instrument: columnOf(header, 'financialinstrument'),
    position: columnOf(header, 'position'),
    price: columnOf(header, 'avgprice', 'averageprice'),
    // 'Avg Cost' of an option is per contract (x 100), of a stock per share.
    cost: columnOf(header, 'avgcost', 'averagecost', 'costbasis'),
    mark: columnOf(header, 'marketprice', 'last', 'mark'),
    pnl: columnOf(header, 'unrealizedp&l', 'unrealizedpnl', 'unrlzdp&l'),
    pnlPercent: columnOf(header, '%unrealized', 'unrealizedp&l%', 'p&l%'),
    type: columnOf(header, 'securitytype', 'sectype', 'assetclass', 'assettype'),
  };
  for (const row of rows.slice(headerIndex + 1)) {
    const instrument = cellAt(row, col.instrument);
    if (row.cells.length < 2 || instrument === '') continue;
    const upper = instrument.toUpperCase();
    if (/^(TOTAL|CASH|NET LIQUIDATION)/.test(upper)) {
      builder.skip(row.line, instrument, SKIP_REASONS.total);
      continue;
    }
    const type = cellAt(row, col.type).toUpperCase();
    const contract = parseOccSymbol(instrument) ?? parseDescribedOption(instrument);
    const quantity = amount(cellAt(row, col.position)) ?? 0;
    const priceCell = col.price !== -1 ? amount(cellAt(row, col.price)) : null;
    const costCell = amount(cellAt(row, col.cost)) ?? 0;
    const figures = (perContract: number) => ({
      quantity,
      price: priceCell ?? costCell / perContract,
      pnlPercent: signed(cellAt(row, col.pnlPercent)),
      pnlOpen: signed(cellAt(row, col.pnl)),
      mark: markOf(cellAt(row, col.mark)),
    });
    if (type === 'FUT' || (type === '' && upper.startsWith('/')))
      builder.skip(row.line, instrument, SKIP_REASONS.futures);
    else if (type === 'FOP') builder.skip(row.line, instrument, SKIP_REASONS.futuresOption);
    else if (type === 'CASH' || isForexPair(upper.split(' ')[0]!) || /^[A-Z]{3}\.[A-Z]{3}$/.test(upper))
      builder.skip(row.line, instrument, SKIP_REASONS.forex);
    else if (type === 'OPT' || (type === '' && contract)) {
      if (contract) builder.option(row.line, instrument, contract, figures(100));
      else builder.skip(row.line, instrument, SKIP_REASONS.unreadableOption);
    } else if (type === '' || type === 'STK') {
      // 'BRK B' is one ticker (BRK.B); otherwise the symbol is the first word ('AAPL NASDAQ.NMS').
      builder.holding(row.line, /^[A-Z]{1,5} [A-Z]$/.test(upper) ? upper : upper.split(/\s+/)[0]!, figures(1));
    } else builder.skip(row.line, instrument, SKIP_REASONS.otherAsset(type));
  }
  return builder.done();
}
