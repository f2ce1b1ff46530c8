/** Reading the cells of a broker's positions file: header lookup, money, signed figures, dates. */
import { parsePnlOpen, parsePrice } from '../rules.js';
import type { Row } from '../parseBrokerCsv.js';

/** Lower case, no spaces or punctuation but '%' and '$': 'Last Price $' -> 'lastprice$'. */
export const headerKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9%$&]/g, '');

/** The first row (within the first 40) whose keys include all of `required`; -1 when none. */
export function findHeader(rows: readonly Row[], required: readonly string[]): number {
  return rows.slice(0, 40).findIndex((row) => {
    const keys = row.cells.map(headerKey);
    return required.every((name) => keys.some((key) => key.startsWith(name)));
  });
}

/** Column index by header key prefixes, tried in order; -1 when absent. */
export function columnOf(header: readonly string[], ...prefixes: string[]): number {
  const keys = header.map(headerKey);
  for (const prefix of prefixes) {
    const index = keys.findIndex((key) => key.startsWith(prefix));
    if (index !== -1) return index;
  }
  return -1;
}

export const cellAt = (row: Row, column: number) => (column >= 0 ? (row.cells[column] ?? '').trim() : '');

/** '--', 'N/A' and empty are no value. */
const blank = (text: string) => text === '' || text === '--' || /^n\/?a$/i.test(text);

/** A quantity or price as written ('1,234.5', '$150.00', '-2', '+3'); null when none. */
export function amount(text: string): number | null {
  if (blank(text)) return null;
  const negative = /^\(.*\)$/.test(text) || /^[+$\s]*-/.test(text);
  const value = parsePrice(text.replace(/[()+\s-]/g, ''));
  return negative ? -value : value;
}

/** A signed P/L figure ('+$1.00', '-7.14%', '($3.00)'); null when none or zero (the spec's rule). */
export const signed = (text: string) => (blank(text) ? null : parsePnlOpen(text));

/** A price for `currentPrice`: above 0, else null. */
export const markOf = (text: string) => {
  const value = amount(text);
  return value !== null && value > 0 ? value : null;
};
