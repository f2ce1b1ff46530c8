/**
 * thinkorswim / TD Ameritrade *Account* Statement (Monitor > Account Statement > Export to File): a
 * title 'Account Statement for ... since 11/1/26 through 11/18/26', then sections, each a title line
 * and its own header: 'Cash Balance', 'Account Order History', 'Account Trade History' (activity,
 * not positions: not read), 'Equities' (Symbol, Description, Qty, Trade Price, Mark, Mark Value),
 * 'Options' (Symbol, Option Code, Exp, Strike, Type, Qty, Trade Price, Mark, Mark Value), optional
 * 'Futures' / 'Futures Options' / 'Forex' (skipped with their reason), 'Profits and Losses' and
 * 'Account Summary'. The holdings come from Equities, the options from Options, each with its Mark.
 * P/L Open and P/L % are worked out from the Trade Price and Mark of the row (what thinkorswim shows
 * as P/L Open): the Profits and Losses section adds a symbol's stock and option lines together.
 */
import { MONTHS, calendarDate } from '../expiry.js';
import { readRows, statementDateOf, type Row } from '../parseBrokerCsv.js';
import { SKIP_REASONS, type BrokerCsvParse } from '../statement.js';
import { StatementBuilder, type PositionFigures } from './builder.js';
import { amount, cellAt, columnOf, headerKey, markOf } from './columns.js';

const TITLE = /^account statement for/i;

export const looksLikeTdaAccount = (rows: readonly Row[]) => TITLE.test(rows[0]?.cells[0]?.trim() ?? '');

type Section = 'equities' | 'options' | 'futures' | 'futuresOptions' | 'forex' | 'other';

/** A section's title line: one cell naming it. */
function sectionOf(row: Row): Section | null {
  if (row.cells.filter((value) => value.trim() !== '').length !== 1) return null;
  switch (headerKey(row.cells[0] ?? '')) {
    case 'equities':
      return 'equities';
    case 'options':
      return 'options';
    case 'futures':
      return 'futures';
    case 'futuresoptions':
      return 'futuresOptions';
    case 'forex':
    case 'forexaccountsummary':
      return 'forex';
    case 'cashbalance':
    case 'futuresstatements':
    case 'forexstatements':
    case 'accountorderhistory':
    case 'accounttradehistory':
    case 'profitsandlosses':
    case 'accountsummary':
      return 'other';
    default:
      return null;
  }
}

/** '18 DEC 26' -> a date; null when it is not one. */
function expiryOf(text: string): Date | null {
  const match = /^(\d{1,2})\s+([A-Z]{3})\s+(\d{2}|\d{4})$/i.exec(text.trim());
  const month = match ? MONTHS.indexOf(match[2]!.toUpperCase() as (typeof MONTHS)[number]) : -1;
  return match && month !== -1 ? calendarDate(Number(match[3]), month, Number(match[1])) : null;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Quantity, trade price and Mark, with the P/L they imply; a zero P/L is none (SPEC's rule). */
function figuresOf(quantity: number, price: number, mark: number | null, multiplier: number): PositionFigures {
  if (mark === null || price <= 0) return { quantity, price, pnlPercent: null, pnlOpen: null, mark };
  const pnlOpen = round2((mark - price) * quantity * multiplier);
  const pnlPercent = round2(((mark - price) / price) * 100 * Math.sign(quantity));
  return { quantity, price, mark, pnlOpen: pnlOpen || null, pnlPercent: pnlPercent || null };
}

export function parseTdaAccount(text: string): BrokerCsvParse {
  const rows = readRows(text);
  const builder = new StatementBuilder('tdaAccount', statementDateOf(rows));
  let section: Section = 'other';
  let header: string[] | null = null;
  for (const row of rows.slice(1)) {
    const next = sectionOf(row);
    if (next) {
      section = next;
      header = null;
      continue;
    }
    if (section === 'other') continue;
    if (!header) {
      header = row.cells; // the line under a section's title
      continue;
    }
    const col = (...names: string[]) => columnOf(header!, ...names);
    const symbol = cellAt(row, col('symbol'));
    if (symbol === '' || /total/i.test(symbol)) continue; // 'OVERALL TOTALS'
    if (section === 'futures') builder.skip(row.line, symbol, SKIP_REASONS.futures);
    else if (section === 'futuresOptions') builder.skip(row.line, symbol, SKIP_REASONS.futuresOption);
    else if (section === 'forex') builder.skip(row.line, symbol, SKIP_REASONS.forex);
    else {
      const quantity = amount(cellAt(row, col('qty', 'quantity'))) ?? 0;
      const price = amount(cellAt(row, col('tradeprice'))) ?? 0;
      const mark = markOf(cellAt(row, col('mark')));
      if (price <= 0) builder.skip(row.line, symbol, SKIP_REASONS.noPrice);
      else if (section === 'equities') builder.holding(row.line, symbol, figuresOf(quantity, price, mark, 1));
      else {
        const instrument = cellAt(row, col('optioncode')) || symbol;
        const expiry = expiryOf(cellAt(row, col('exp')));
        const strike = amount(cellAt(row, col('strike')));
        const type = cellAt(row, col('type')).toUpperCase();
        if (!expiry || strike === null || strike <= 0 || (type !== 'CALL' && type !== 'PUT'))
          builder.skip(row.line, instrument, SKIP_REASONS.unreadableOption);
        else
          builder.option(
            row.line,
            instrument,
            { ticker: symbol, optionType: type, strike, expiry },
            figuresOf(quantity, price, mark, 100),
          );
      }
    }
  }
  return builder.done();
}
