/**
 * Fidelity "Portfolio_Positions_Mon-DD-YYYY.csv": one header ('Account Number', 'Account Name',
 * 'Symbol', 'Description', 'Quantity', 'Last Price', ... 'Total Gain/Loss Dollar', 'Total Gain/Loss
 * Percent', ... 'Average Cost Basis', 'Type'), the positions of every account of the login one after
 * another, money market rows ('SPAXX**'), 'Pending Activity', then a footer of quoted disclaimers and
 * 'Date downloaded Feb-12-2024 ...'. Options: ' -AAPL240119C150' (a leading '-'; the quantity
 * carries the sign). A ticker held in several accounts becomes one holding (builder.ts).
 */
import { MONTHS, calendarDate } from '../expiry.js';
import { readRows, type Row } from '../parseBrokerCsv.js';
import { SKIP_REASONS, type BrokerCsvParse } from '../statement.js';
import { StatementBuilder } from './builder.js';
import { amount, cellAt, columnOf, findHeader, markOf, signed } from './columns.js';
import { parseOccSymbol } from './optionSymbols.js';

const HEADER = ['accountn', 'symbol', 'quantity', 'lastprice'];

export const looksLikeFidelity = (rows: readonly Row[]) => findHeader(rows, HEADER) !== -1;

/** 'Date downloaded Feb-12-2024 10:21 a.m ET' in the footer. */
function downloadedOn(rows: readonly Row[]): Date | null {
  for (const row of rows.slice(-12)) {
    const match = /downloaded\s+([A-Za-z]{3})-(\d{1,2})-(\d{4})/i.exec(row.cells.join(','));
    if (match) {
      const month = MONTHS.indexOf(match[1]!.toUpperCase() as (typeof MONTHS)[number]);
      return month === -1 ? null : calendarDate(Number(match[3]), month, Number(match[2]));
    }
  }
  return null;
}

export function parseFidelity(text: string): BrokerCsvParse {
  const rows = readRows(text);
  const builder = new StatementBuilder('fidelity', downloadedOn(rows));
  const headerIndex = findHeader(rows, HEADER);
  if (headerIndex === -1) return builder.done();
  const header = rows[headerIndex]!.cells;
  const col = {
    symbol: columnOf(header, 'symbol'),
    quantity: columnOf(header, 'quantity'),
    last: columnOf(header, 'lastprice'),
    gain: columnOf(header, 'totalgainlossdollar', 'totalgain/lossdollar'),
    gainPercent: columnOf(header, 'totalgainlosspercent', 'totalgain/losspercent'),
    average: columnOf(header, 'averagecostbasis', 'averagecost'),
    cost: columnOf(header, 'costbasistotal', 'costbasis'),
  };
  for (const row of rows.slice(headerIndex + 1)) {
    // The footer's disclaimers are one quoted cell each.
    if (row.cells.length < 4) continue;
    const symbol = cellAt(row, col.symbol);
    const account = row.cells[0]!.trim();
    if (/pending activity/i.test(symbol || row.cells.join(' '))) {
      builder.skip(row.line, 'Pending Activity', SKIP_REASONS.cash);
      continue;
    }
    if (symbol === '') continue;
    if (symbol.endsWith('**') || /^(FCASH|CORE)/i.test(symbol)) {
      builder.skip(row.line, symbol, SKIP_REASONS.cash);
      continue;
    }
    const quantity = amount(cellAt(row, col.quantity)) ?? 0;
    const contract = symbol.startsWith('-') ? parseOccSymbol(symbol) : null;
    const average = amount(cellAt(row, col.average));
    const total = amount(cellAt(row, col.cost));
    const perShare = (multiplier: number) =>
      average ?? (total !== null && quantity !== 0 ? Math.abs(total / (quantity * multiplier)) : 0);
    const figures = (multiplier: number) => ({
      quantity,
      price: perShare(multiplier),
      pnlPercent: signed(cellAt(row, col.gainPercent)),
      pnlOpen: signed(cellAt(row, col.gain)),
      mark: markOf(cellAt(row, col.last)),
    });
    if (symbol.startsWith('-')) {
      if (contract) builder.option(row.line, `${symbol} (${account})`, contract, figures(100));
      else builder.skip(row.line, symbol, SKIP_REASONS.unreadableOption);
    } else builder.holding(row.line, symbol, figures(1));
  }
  return builder.done();
}
