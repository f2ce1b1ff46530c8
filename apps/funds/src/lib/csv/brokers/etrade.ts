/**
 * E*TRADE "PortfolioDownload.csv": an Account Summary block, then the positions under a header with
 * 'Symbol', 'Last Price $', 'Quantity', 'Price Paid $', 'Total Gain $', 'Total Gain %'; CASH and
 * TOTAL rows at the end. Exported with tax lots, each position row is followed by its lots (the
 * Symbol cell blank or an acquisition date): only the position rows count. Options read
 * "AAPL Jan 19 '24 $150 Call"; prices per share.
 */
import { readRows, type Row } from '../parseBrokerCsv.js';
import { SKIP_REASONS, type BrokerCsvParse } from '../statement.js';
import { StatementBuilder } from './builder.js';
import { amount, cellAt, columnOf, findHeader, markOf, signed } from './columns.js';
import { parseDescribedOption } from './optionSymbols.js';

const HEADER = ['symbol', 'pricepaid'];

export const looksLikeEtrade = (rows: readonly Row[]) => findHeader(rows, HEADER) !== -1;

export function parseEtrade(text: string): BrokerCsvParse {
  const rows = readRows(text);
  const builder = new StatementBuilder('etrade', null);
  const headerIndex = findHeader(rows, HEADER);
  if (headerIndex === -1) return builder.done();
  const header = rows[headerIndex]!.cells;
  const col = {
    symbol: columnOf(header, 'symbol'),
    quantity: columnOf(header, 'quantity', 'qty'),
    paid: columnOf(header, 'pricepaid'),
    last: columnOf(header, 'lastprice', 'last'),
    gain: columnOf(header, 'totalgain$', 'totalgain'),
    gainPercent: columnOf(header, 'totalgain%'),
  };
  for (const row of rows.slice(headerIndex + 1)) {
    if (row.cells.length < 2) continue;
    const symbol = cellAt(row, col.symbol);
    const upper = symbol.toUpperCase();
    if (symbol === '' || /^\d{1,2}\/\d{1,2}\/\d{2,4}$/.test(symbol)) {
      // A tax lot under its position row (the position row carries the position's totals).
      if (row.cells.some((cell) => cell.trim() !== '')) builder.skip(row.line, symbol || '(lot)', SKIP_REASONS.taxLot);
      continue;
    }
    if (upper === 'CASH' || upper.startsWith('CASH ')) {
      builder.skip(row.line, symbol, SKIP_REASONS.cash);
      continue;
    }
    if (upper.startsWith('TOTAL')) {
      builder.skip(row.line, symbol, SKIP_REASONS.total);
      continue;
    }
    const figures = {
      quantity: amount(cellAt(row, col.quantity)) ?? 0,
      price: amount(cellAt(row, col.paid)) ?? 0,
      pnlPercent: signed(cellAt(row, col.gainPercent)),
      pnlOpen: signed(cellAt(row, col.gain)),
      mark: markOf(cellAt(row, col.last)),
    };
    const contract = parseDescribedOption(symbol);
    if (contract) builder.option(row.line, symbol, contract, figures);
    else if (/\b(CALL|PUT)\b/.test(upper)) builder.skip(row.line, symbol, SKIP_REASONS.unreadableOption);
    else builder.holding(row.line, symbol, figures);
  }
  return builder.done();
}
