/**
 * Options in a broker-statement import: which of a fund's options positions the file's option rows
 * create, update and remove. One rule for the API (which writes the plan) and the browser (which
 * previews it). An option is the same position when fund, underlying, type, strike and expiry
 * match (quantity and price are what an import updates).
 */
import { normaliseExpiry } from './dates.js';

/** Where an options position came from: typed in by the admin, or written by a statement import. */
export const OPTION_SOURCES = ['manual', 'import'] as const;
export type OptionSource = (typeof OPTION_SOURCES)[number];

export interface OptionIdentity {
  ticker: string;
  optionType: string;
  strike: number;
  expiry: string;
}

/** Same expiry however it was typed ('2026-12-18', '12/18/2026', '12/18/26' are one date). */
function expiryKey(expiry: string): string {
  const normalised = normaliseExpiry(expiry.trim()) ?? expiry.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(normalised);
  return iso ? `${iso[2]}/${iso[3]}/${iso[1]}` : normalised;
}

/** The identity of an options position inside one fund. */
export function optionKey(option: OptionIdentity): string {
  return [option.ticker.trim().toUpperCase(), option.optionType, option.strike, expiryKey(option.expiry)].join('|');
}

export interface OptionsImportDiff<Existing, Row> {
  /** Rows with no matching position in the fund, in file order. */
  created: Row[];
  /** Rows matching a stored position, with it, in file order. */
  updated: Array<{ before: Existing; after: Row }>;
  /** Stored positions the file leaves out that the import deletes. */
  removed: Existing[];
  /** Positions added by hand that the file leaves out and the import keeps (the admin did not tick the box). */
  kept: Existing[];
}

/**
 * `existing` is the fund's options positions. Positions an earlier import wrote are removed when the
 * file leaves them out; those the admin added by hand only when `removeManual` is set.
 */
export function diffOptionsImport<
  Existing extends OptionIdentity & { source?: OptionSource | null },
  Row extends OptionIdentity,
>(existing: readonly Existing[], rows: readonly Row[], removeManual = false): OptionsImportDiff<Existing, Row> {
  const stored = new Map<string, Existing>();
  for (const option of existing) if (!stored.has(optionKey(option))) stored.set(optionKey(option), option);
  const inFile = new Set(rows.map(optionKey));
  const diff: OptionsImportDiff<Existing, Row> = { created: [], updated: [], removed: [], kept: [] };
  for (const row of rows) {
    const before = stored.get(optionKey(row));
    if (before) diff.updated.push({ before, after: row });
    else diff.created.push(row);
  }
  for (const option of existing) {
    if (inFile.has(optionKey(option)) && stored.get(optionKey(option)) === option) continue;
    // A second stored copy of a position in the file is a leftover: it goes like one the file leaves out.
    if (option.source === 'import' || removeManual) diff.removed.push(option);
    else diff.kept.push(option);
  }
  return diff;
}

interface ImportedOptionFigures {
  quantity: number;
  price: number;
  pnlPercent?: number | null;
  pnlOpen?: number | null;
  currentPrice?: number | null;
}

/** Whether importing `row` changes the stored position (a file without a Mark leaves its current price alone). */
export function optionImportChanges(before: ImportedOptionFigures, row: ImportedOptionFigures): boolean {
  return (
    before.quantity !== row.quantity ||
    before.price !== row.price ||
    (before.pnlPercent ?? null) !== (row.pnlPercent ?? null) ||
    (before.pnlOpen ?? null) !== (row.pnlOpen ?? null) ||
    (row.currentPrice != null && (before.currentPrice ?? null) !== row.currentPrice)
  );
}
