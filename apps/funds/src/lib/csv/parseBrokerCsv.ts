/**
 * A thinkorswim Position Statement (and any positions CSV in its spirit) -> the holdings and options
 * to import. Stock rows follow SPEC section 5 "CSV parsing" exactly; the option lines the spec skips
 * become options positions (issue 27): the underlying from the line itself or the group's ticker row
 * above, the expiry from the line (expiry.ts). Futures, forex and futures options are listed as
 * skipped. Pure: text in, rows out; the file checks are in readHoldingsFile.ts. Every row after the
 * header that could have been a position but is not comes back in `skipped` with the reason.
 */
import Papa from 'papaparse';
import { holdingTerm } from '@tradeboard/types/core';
import { formatUs, parseSlashDate, resolveExpiry } from './expiry.js';
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
import {
  SKIP_REASONS,
  isForexPair,
  tickerOf,
  type BrokerCsvParse,
  type ParsedOption,
  type SkippedRow,
} from './statement.js';
import { parseOptionLine } from './thinkorswim/optionLine.js';

export { SKIP_REASONS } from './statement.js';
export type { BrokerCsvParse, ParsedHolding, ParsedOption, SkippedRow } from './statement.js';

/** How many lines under a zero-quantity group row are searched for its detail line. */
const DETAIL_LOOKAHEAD_LINES = 4;

export interface Row {
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

/** The Mark column as a price; null when absent, empty or not above 0. */
function markOf(row: Row, columns: Columns): number | null {
  const text = cell(row, columns.mark).trim();
  const value = parsePrice(text);
  return text !== '' && value > 0 ? value : null;
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
export function readRows(text: string): Row[] {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  return data
    .map((cells, index) => ({ line: index + 1, cells }))
    .filter((row) => row.cells.some((value) => value.trim() !== ''));
}

/** 'Position Statement for 55501234 (Margin) on 11/18/26 09:41:27' -> 11/18/2026. */
export function statementDateOf(rows: readonly Row[]): Date | null {
  for (const row of rows.slice(0, 3)) {
    const match = /\b(?:on|as of|through)\s+(\d{1,2}\/\d{1,2}\/\d{2,4})\b/i.exec(row.cells.join(','));
    if (match) return parseSlashDate(match[1]!);
  }
  return null;
}

/** Section title lines of a statement that hold no stocks or stock options. */
function sectionKind(title: string): SectionKind {
  const text = title.trim().toLowerCase();
  if (text.startsWith('futures')) return 'futures';
  if (text.startsWith('forex')) return 'forex';
  return 'stocks';
}

type SectionKind = 'futures' | 'forex' | 'stocks';
interface Group {
  ticker: string | null;
  kind: SectionKind;
  line: number;
}

/** What a symbol row (a group row or a stock row) says about the option lines under it. */
function groupOf(instrument: string): Omit<Group, 'line'> {
  if (instrument.startsWith('/')) return { ticker: null, kind: 'futures' };
  if (isForexPair(instrument)) return { ticker: null, kind: 'forex' };
  return { ticker: tickerOf(instrument), kind: 'stocks' };
}

export function parseBrokerCsv(text: string): BrokerCsvParse {
  const rows = readRows(text);
  const statementDate = statementDateOf(rows);
  const headerIndex = findHeaderRow(rows.map((row) => row.cells));
  const columns = findColumns(rows[headerIndex]?.cells ?? []);
  const result: BrokerCsvParse = {
    broker: 'thinkorswim',
    statementDate: statementDate ? formatUs(statementDate) : null,
    holdings: [],
    options: [],
    skipped: [],
  };
  const { holdings, skipped } = result;
  const consumed = new Set<number>();
  const firstLineOf = new Map<string, number>();
  const skip = (row: Row, reason: string) =>
    skipped.push({ line: row.line, instrument: instrumentOf(row, columns), reason });
  const options = new OptionCollector(result, statementDate);
  /** The group the next option lines belong to: the last symbol row, within the current section. */
  let section: SectionKind = 'stocks';
  let group: Group | null = null;
  /** Zero-quantity group rows, listed as skipped only if no option line comes under them. */
  let pendingGroup: SkippedRow | null = null;
  const settleGroup = () => {
    if (pendingGroup) skipped.push(pendingGroup);
    pendingGroup = null;
  };

  for (let index = headerIndex + 1; index < rows.length; index++) {
    const row = rows[index]!;
    if (row.cells.length < 2) {
      // Title, section ('Equities', 'Futures', 'Forex') and user-named group lines.
      settleGroup();
      section = sectionKind(row.cells[0] ?? '');
      group = null;
      continue;
    }
    if (consumed.has(index)) continue;
    const instrument = instrumentOf(row, columns);
    if (isAccountRow(row.cells)) {
      settleGroup();
      skip(row, SKIP_REASONS.accountRow);
      continue;
    }
    if (isOptionLine(instrument)) {
      // Its option lines are imported: the group row is not worth listing as skipped.
      if ((pendingGroup as SkippedRow | null)?.line === group?.line) pendingGroup = null;
      options.add(row, instrument, section, group, columns, cell(row, columns.days), markOf(row, columns));
      continue;
    }
    let figures = figuresOf(row, columns);
    if (!isTicker(instrument)) {
      const symbol = groupOf(instrument);
      const kind = section === 'stocks' ? symbol.kind : section;
      const looksLikeSymbol = symbol.ticker !== null || kind !== 'stocks';
      if (looksLikeSymbol && !instrument.includes(' ')) {
        settleGroup();
        group = { ...symbol, kind, line: row.line };
      }
      // Description lines and section titles carry no figures: not worth listing.
      if (figures.quantity !== 0 || figures.tradePrice !== 0)
        skip(
          row,
          kind === 'futures' ? SKIP_REASONS.futures : kind === 'forex' ? SKIP_REASONS.forex : SKIP_REASONS.notTicker,
        );
      continue;
    }
    settleGroup();
    group = { ticker: instrument, kind: section, line: row.line };
    if (EXCLUDED_TICKERS.has(instrument)) {
      skip(row, SKIP_REASONS.excludedTicker);
      continue;
    }
    let markRow = row;
    if (figures.quantity === 0 && figures.tradePrice === 0) {
      const detail = findDetailLine(rows, index, instrument, columns);
      if (detail !== -1) {
        consumed.add(detail);
        figures = figuresOf(rows[detail]!, columns);
        markRow = rows[detail]!;
      }
    }
    if (figures.quantity <= 0) {
      // A group row with nothing under it yet: its option lines may follow.
      if (figures.quantity === 0) pendingGroup = { line: row.line, instrument, reason: SKIP_REASONS.quantity(0) };
      else skip(row, SKIP_REASONS.quantity(figures.quantity));
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
    holdings.push({
      ticker: instrument,
      ...figures,
      optionsLongTerm: holdingTerm(figures.quantity),
      currentPrice: markOf(markRow, columns),
      line: row.line,
    });
  }
  settleGroup();
  skipped.sort((a, b) => a.line - b.line);
  return result;
}

/** Turns option lines into options positions, or into skipped rows with the reason. */
class OptionCollector {
  private readonly firstLineOf = new Map<string, number>();

  constructor(
    private readonly result: BrokerCsvParse,
    private readonly statementDate: Date | null,
  ) {}

  add(
    row: Row,
    instrument: string,
    section: SectionKind,
    group: Group | null,
    columns: Columns,
    daysCell: string,
    mark: number | null,
  ): void {
    const skip = (reason: string) => {
      this.result.skipped.push({ line: row.line, instrument, reason });
    };
    const parsed = parseOptionLine(instrument);
    if (section === 'futures' || group?.kind === 'futures' || parsed?.futures) return skip(SKIP_REASONS.futuresOption);
    if (section === 'forex' || group?.kind === 'forex') return skip(SKIP_REASONS.forex);
    if (!parsed) return skip(SKIP_REASONS.unreadableOption);
    const underlying = parsed.underlying ?? group?.ticker ?? null;
    if (underlying === null) return skip(SKIP_REASONS.noUnderlying);
    const ticker = tickerOf(underlying);
    if (ticker === null) return skip(SKIP_REASONS.underlying(underlying));
    if (EXCLUDED_TICKERS.has(ticker)) return skip(SKIP_REASONS.excludedTicker);
    const figures = figuresOf(row, columns);
    if (figures.quantity === 0 || !Number.isInteger(figures.quantity))
      return skip(figures.quantity === 0 ? SKIP_REASONS.quantity(0) : SKIP_REASONS.fractional(figures.quantity));
    const days = daysCell.trim() === '' ? null : Number(daysCell.replace(/[+,]/g, ''));
    const expiry = resolveExpiry(parsed, this.statementDate, Number.isFinite(days) ? days : null);
    if (expiry === null) return skip(SKIP_REASONS.unreadableOption);
    const option: ParsedOption = {
      ticker,
      optionType: parsed.optionType,
      strike: parsed.strike,
      expiry,
      quantity: figures.quantity,
      price: figures.tradePrice,
      pnlPercent: figures.pnlPercent,
      pnlOpen: figures.pnlOpen,
      currentPrice: mark,
      line: row.line,
      instrument,
    };
    const key = `${ticker}|${option.optionType}|${option.strike}|${expiry}`;
    const first = this.firstLineOf.get(key);
    if (first !== undefined) return skip(SKIP_REASONS.optionDuplicate(first));
    this.firstLineOf.set(key, row.line);
    this.result.options.push(option);
  }
}
