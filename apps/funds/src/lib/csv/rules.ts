/**
 * The single-cell and single-row rules of SPEC section 5 "CSV parsing", each on its own so the
 * table of unit tests can name them one by one. parseBrokerCsv.ts applies them to a whole file.
 */

/** Tickers the spec leaves out of every import. */
export const EXCLUDED_TICKERS: ReadonlySet<string> = new Set(['NIO', 'RDFN']);

/** Rows holding these (account and totals lines of a statement) are never positions. */
const ACCOUNT_ROW_MARKERS = ['CASH & SWEEP', 'OVERALL', 'BP ADJUSTMENT', 'AVAILABLE', 'OVERNIGHT'];

const TICKER = /^[A-Z]{1,6}$/;
/** 'CALL' / 'PUT' as words, so a description such as 'PUTNAM FUNDS' is not an option line. */
const OPTION_WORD = /\b(CALL|PUT)S?\b/;
/** The contract-size marker that starts an option line: '100 (Weeklys) 28 NOV 26 520 PUT', '50 ...'. */
const CONTRACT_MARKER = /^(100|200|50)\s/;
/** An expiry written the thinkorswim way: '28 NOV 26'. */
const EXPIRY = /\b\d{1,2} (JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC) \d{2,4}\b/;

/** The first row with an instrument, ticker or symbol header cell (0 when there is none). */
export function findHeaderRow(rows: readonly string[][]): number {
  const index = rows.findIndex((row) => row.some((cell) => /instrument|ticker|symbol/i.test(cell)));
  return index === -1 ? 0 : index;
}

export interface Columns {
  ticker: number;
  quantity: number;
  price: number;
  pnlPercent: number;
  pnlOpen: number;
  /** Not in SPEC section 5 (ours, issue 27): the Mark / last price, and thinkorswim's days to expiry. */
  mark: number;
  days: number;
}

/** 'P/L %', 'P&L %', 'PL%', 'PnL %' all become 'pl%'; 'P/L Open' becomes 'plopen'. */
function headerKey(cell: string): string {
  return cell
    .toLowerCase()
    .replace(/p\s*[/&]?\s*n?\s*l/, 'pl')
    .replace(/\s+/g, '');
}

/** Column positions by header text; -1 when a column is absent. The ticker falls back to column 0. */
export function findColumns(header: readonly string[]): Columns {
  const keys = header.map(headerKey);
  const first = (test: (key: string) => boolean) => keys.findIndex(test);
  const ticker = first((key) => /instrument|ticker|symbol/.test(key));
  const tradePrice = first((key) => key.includes('tradeprice'));
  return {
    ticker: ticker === -1 ? 0 : ticker,
    quantity: first((key) => /^(qty|quantity|shares)/.test(key)),
    price:
      tradePrice !== -1
        ? tradePrice
        : first((key) => !key.startsWith('pl') && (key.includes('price') || key.includes('entry'))),
    pnlPercent: first((key) => key.startsWith('pl%') || key === 'pl(%)'),
    pnlOpen: first((key) => key.startsWith('plopen')),
    mark: first((key) => /^(mark|last|lastprice|markprice)$/.test(key)),
    days: first((key) => key === 'days' || key === 'dte'),
  };
}

/** Account and totals rows: Cash & Sweep, OVERALL, BP ADJUSTMENT, AVAILABLE, OVERNIGHT. */
export function isAccountRow(row: readonly string[]): boolean {
  const text = row.join(',').toUpperCase();
  return ACCOUNT_ROW_MARKERS.some((marker) => text.includes(marker));
}

/** An option line: CALL or PUT, a 100/200/50 contract marker, or an expiry date in the instrument. */
export function isOptionLine(instrument: string): boolean {
  const text = instrument.trim().toUpperCase();
  return OPTION_WORD.test(text) || CONTRACT_MARKER.test(text) || EXPIRY.test(text);
}

/** At most 6 uppercase letters, no spaces, not containing CALL or PUT (NIO and RDFN are checked apart). */
export function isTicker(instrument: string): boolean {
  const text = instrument.trim();
  return TICKER.test(text) && !text.includes('CALL') && !text.includes('PUT');
}

const toNumber = (text: string) => {
  const value = Number(text);
  return text !== '' && Number.isFinite(value) ? value : 0;
};

/** '+1,800' -> 1800; '-5' -> -5; empty or unreadable -> 0. */
export function parseQuantity(cell: string | undefined): number {
  return toNumber((cell ?? '').trim().replace(/[+,]/g, ''));
}

/** '$1,270.50' -> 1270.5; empty or unreadable -> 0. */
export function parsePrice(cell: string | undefined): number {
  return toNumber((cell ?? '').trim().replace(/[$,]/g, ''));
}

/**
 * A signed broker figure: '(5.83%)' and '-5.83%' are negative, '+17.41%' positive; '$' ',' '%' '+'
 * are ignored. Zero ('0.00%', '$0.00'), empty or unreadable cells are null (not set).
 */
function parseSigned(cell: string | undefined): number | null {
  const text = (cell ?? '').trim();
  const negative = /^\(.*\)$/.test(text) || /^[$\s]*-/.test(text);
  const digits = text.replace(/[()$,%+\s-]/g, '');
  if (digits === '' || !Number.isFinite(Number(digits))) return null;
  const value = Number(digits);
  if (value === 0) return null;
  return negative ? -value : value;
}

/** P&L %: '+17.41%' -> 17.41, '(5.83%)' or '-5.83%' -> -5.83, '0.00%' -> null. */
export const parsePnlPercent = parseSigned;

/** P&L Open: '$1,270.00' -> 1270, '($3,330.00)' or '-$3,330.00' -> -3330, '$0.00' -> null. */
export const parsePnlOpen = parseSigned;
