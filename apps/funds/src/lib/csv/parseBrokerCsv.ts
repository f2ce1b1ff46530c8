/**
 * A broker positions CSV (thinkorswim "Position Statement" and similar) -> the holdings to import,
 * by the rules of SPEC section 5 "CSV parsing". Pure: text in, rows out; the file checks (type,
 * size, read errors) are in csvFileChecks.ts. Every row after the header that could have been a
 * position but is not comes back in `skipped` with the reason, for the import preview.
 */
import Papa from 'papaparse';
import { holdingTerm, type HoldingTerm } from '@tradeboard/types/core';
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
  type Columns,
} from './rules.js';

export interface ParsedHolding {
  ticker: string;
  quantity: number;
  tradePrice: number;
  pnlPercent: number | null;
  pnlOpen: number | null;
  optionsLongTerm: HoldingTerm;
  /** 1-based line of the ticker row in the file. */
  line: number;
}

export interface SkippedRow {
  line: number;
  /** The instrument cell as written in the file. */
  instrument: string;
  reason: string;
}

export interface BrokerCsvParse {
  holdings: ParsedHolding[];
  skipped: SkippedRow[];
}

/** How many lines under a zero-quantity group row are searched for its detail line. */
export const DETAIL_LOOKAHEAD_LINES = 4;

export const SKIP_REASONS = {
  accountRow: 'account row',
  optionLine: 'option line',
  excludedTicker: 'excluded ticker',
  notTicker: 'not a ticker',
  quantity: (quantity: number) => `quantity ${quantity}`,
  fractional: (quantity: number) => `quantity ${quantity} is not a whole number`,
  duplicate: (line: number) => `ticker listed twice (first on line ${line})`,
} as const;

interface Row {
  line: number;
  cells: string[];
}

interface Figures {
  quantity: number;
  tradePrice: number;
  pnlPercent: number | null;
  pnlOpen: number | null;
}

const cell = (row: Row, column: number) => (column >= 0 ? (row.cells[column] ?? '') : '');
const instrumentOf = (row: Row, columns: Columns) => cell(row, columns.ticker).trim();

function figuresOf(row: Row, columns: Columns): Figures {
  return {
    quantity: parseQuantity(cell(row, columns.quantity)),
    tradePrice: parsePrice(cell(row, columns.price)),
    pnlPercent: parsePnlPercent(cell(row, columns.pnlPercent)),
    pnlOpen: parsePnlOpen(cell(row, columns.pnlOpen)),
  };
}

/**
 * A group row (ticker with zero quantity and price) takes its figures from a detail line within
 * the next 4 lines: a longer name with a space, quantity and price above 0. Option lines are passed
 * over; another plain ticker ends the search. Returns the index of the detail line, or -1.
 */
function findDetailLine(rows: readonly Row[], from: number, ticker: string, columns: Columns): number {
  for (let index = from + 1; index < rows.length && index <= from + DETAIL_LOOKAHEAD_LINES; index++) {
    const row = rows[index]!;
    const instrument = instrumentOf(row, columns);
    if (isOptionLine(instrument)) continue;
    if (isTicker(instrument)) return -1;
    const figures = figuresOf(row, columns);
    if (instrument.length > ticker.length && instrument.includes(' ') && figures.quantity > 0 && figures.tradePrice > 0)
      return index;
  }
  return -1;
}

/** Rows of the file with their 1-based line numbers; blank rows dropped, a leading BOM removed. */
function readRows(text: string): Row[] {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  return data
    .map((cells, index) => ({ line: index + 1, cells }))
    .filter((row) => row.cells.some((value) => value.trim() !== ''));
}

export function parseBrokerCsv(text: string): BrokerCsvParse {
  const rows = readRows(text);
  const headerIndex = findHeaderRow(rows.map((row) => row.cells));
  const columns = findColumns(rows[headerIndex]?.cells ?? []);
  const holdings: ParsedHolding[] = [];
  const skipped: SkippedRow[] = [];
  const consumed = new Set<number>();
  const firstLineOf = new Map<string, number>();
  const skip = (row: Row, reason: string) =>
    skipped.push({ line: row.line, instrument: instrumentOf(row, columns), reason });

  for (let index = headerIndex + 1; index < rows.length; index++) {
    const row = rows[index]!;
    // Title and section lines (no comma) and detail lines already taken by a group row.
    if (row.cells.length < 2 || consumed.has(index)) continue;
    const instrument = instrumentOf(row, columns);
    if (isAccountRow(row.cells)) {
      skip(row, SKIP_REASONS.accountRow);
      continue;
    }
    if (isOptionLine(instrument)) {
      skip(row, SKIP_REASONS.optionLine);
      continue;
    }
    let figures = figuresOf(row, columns);
    if (!isTicker(instrument)) {
      // Description lines and section titles carry no figures: not worth listing.
      if (figures.quantity !== 0 || figures.tradePrice !== 0) skip(row, SKIP_REASONS.notTicker);
      continue;
    }
    if (EXCLUDED_TICKERS.has(instrument)) {
      skip(row, SKIP_REASONS.excludedTicker);
      continue;
    }
    if (figures.quantity === 0 && figures.tradePrice === 0) {
      const detail = findDetailLine(rows, index, instrument, columns);
      if (detail !== -1) {
        consumed.add(detail);
        figures = figuresOf(rows[detail]!, columns);
      }
    }
    if (figures.quantity <= 0) {
      skip(row, SKIP_REASONS.quantity(figures.quantity));
      continue;
    }
    if (!Number.isInteger(figures.quantity)) {
      skip(row, SKIP_REASONS.fractional(figures.quantity));
      continue;
    }
    const first = firstLineOf.get(instrument);
    if (first !== undefined) {
      skip(row, SKIP_REASONS.duplicate(first));
      continue;
    }
    firstLineOf.set(instrument, row.line);
    holdings.push({ ticker: instrument, ...figures, optionsLongTerm: holdingTerm(figures.quantity), line: row.line });
  }
  return { holdings, skipped };
}
