/**
 * Schwab positions export: a title 'Positions for account Individual ...123 as of 10:21 AM ET,
 * 2024/02/12' (or 'Positions for All-Accounts as of ...' with a title line per account), then the
 * header ('Symbol', 'Description', 'Quantity' or 'Qty (Quantity)', 'Price', ... 'Cost Basis',
 * 'Gain/Loss $' or 'Gain $ (Gain/Loss $)', 'Gain/Loss %', 'Security Type' or 'Asset Type'),
 * positions, 'Cash & Cash Investments' and 'Account Total'. Every cell is quoted, '--' means none.
 * Options read 'AAPL 01/19/2024 150.00 C'. The trade price is Cost Basis over the shares (x 100 for
 * an option): Schwab gives no per-share cost.
 */
import { calendarDate } from '../expiry.js';
import { readRows, type Row } from '../parseBrokerCsv.js';
import { SKIP_REASONS, type BrokerCsvParse } from '../statement.js';
import { StatementBuilder } from './builder.js';
import { amount, cellAt, columnOf, findHeader, headerKey, markOf, signed } from './columns.js';
import { parseSchwabOption } from './optionSymbols.js';

const TITLE = /^"?positions for (account|all-accounts)/i;

export const looksLikeSchwab = (rows: readonly Row[]) => rows.slice(0, 3).some((row) => TITLE.test(row.cells[0] ?? ''));

/** '... as of 10:21 AM ET, 2024/02/12' or '..., 02/12/2024'. */
function asOf(rows: readonly Row[]): Date | null {
  const title =
    rows
      .slice(0, 3)
      .find((row) => TITLE.test(row.cells[0] ?? ''))
      ?.cells.join(',') ?? '';
  const ymd = /(\d{4})\/(\d{2})\/(\d{2})/.exec(title);
  if (ymd) return calendarDate(Number(ymd[1]), Number(ymd[2]) - 1, Number(ymd[3]));
  const mdy = /(\d{2})\/(\d{2})\/(\d{4})/.exec(title);
  return mdy ? calendarDate(Number(mdy[3]), Number(mdy[1]) - 1, Number(mdy[2])) : null;
}

export function parseSchwab(text: string): BrokerCsvParse {
  const rows = readRows(text);
  const builder = new StatementBuilder('schwab', asOf(rows));
  const headerIndex = findHeader(rows, ['symbol', 'description']);
  if (headerIndex === -1) return builder.done();
  const header = rows[headerIndex]!.cells;
  const col = {
    symbol: columnOf(header, 'symbol'),
    quantity: columnOf(header, 'quantity', 'qty'),
    price: columnOf(header, 'price'),
    cost: columnOf(header, 'costbasis'),
    gain: columnOf(header, 'gainloss$', 'gain$'),
    gainPercent: columnOf(header, 'gainloss%', 'gain%'),
    type: columnOf(header, 'securitytype', 'assettype'),
  };
  for (const row of rows.slice(headerIndex + 1)) {
    if (row.cells.length < 3) continue; // an account's title line in the all-accounts export
    const symbol = cellAt(row, col.symbol);
    if (symbol === '' || headerKey(symbol) === 'symbol') continue; // the header again, per account
    if (/^cash/i.test(symbol)) {
      builder.skip(row.line, symbol, SKIP_REASONS.cash);
      continue;
    }
    if (/total/i.test(symbol)) {
      builder.skip(row.line, symbol, SKIP_REASONS.total);
      continue;
    }
    const type = cellAt(row, col.type).toLowerCase();
    const quantity = amount(cellAt(row, col.quantity)) ?? 0;
    const cost = amount(cellAt(row, col.cost));
    const figures = (multiplier: number) => ({
      quantity,
      price: cost !== null && quantity !== 0 ? Math.abs(cost / (quantity * multiplier)) : 0,
      pnlPercent: signed(cellAt(row, col.gainPercent)),
      pnlOpen: signed(cellAt(row, col.gain)),
      mark: markOf(cellAt(row, col.price)),
    });
    const contract = parseSchwabOption(symbol);
    if (contract) builder.option(row.line, symbol, contract, figures(100));
    else if (type.includes('option')) builder.skip(row.line, symbol, SKIP_REASONS.unreadableOption);
    else if (type.includes('future')) builder.skip(row.line, symbol, SKIP_REASONS.futures);
    else if (type.includes('cash') || type.includes('money market')) builder.skip(row.line, symbol, SKIP_REASONS.cash);
    else if (type !== '' && !/equity|etf|fund|stock/.test(type))
      builder.skip(row.line, symbol, SKIP_REASONS.otherAsset(type));
    else builder.holding(row.line, symbol, figures(1));
  }
  return builder.done();
}
