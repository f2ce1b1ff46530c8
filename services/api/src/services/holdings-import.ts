/**
 * POST /api/holdings/import: a broker CSV replaces one fund's positions, all or nothing:
 *   1. the body is validated as a whole (every row) before anything else; a bad row is a 400 naming it;
 *   2. holding the fund's import lease (services/fund-lock.ts: a second import answers 409 at once),
 *      in ONE transaction: the fund's current holdings are read, a plan is computed from them and
 *      the rows (pure: planHoldingsImport, which also rejects a ticker listed twice) and applied as
 *      one ordered bulkWrite of removes and updates, then one insert of the new holdings. A failure part-way, or a crash, leaves the fund as it was; a write
 *      conflict with another writer re-runs the transaction on the fund as it is then.
 *   3. the statement's option lines, when sent, in the same transaction (services/options-import.ts):
 *      holdings and options of one file are written all or nothing.
 */
import {
  diffHoldingsImport,
  holdingImportChanges,
  holdingTerm,
  type Fund,
  type HoldingImportRow,
} from '@tradeboard/types';
import type { AnyBulkWriteOperation, Connection, Model, Types } from 'mongoose';
import type { ZodError } from 'zod';
import type { HoldingDoc } from '../db/models/holdings.js';
import { insertManyFast } from '../db/insert-many-fast.js';
import { inTransaction } from '../db/transaction.js';
import { badRequest } from '../http/errors.js';
import { validationErrorBody } from '../http/validation.js';
import { withFundLock } from './fund-lock.js';
import { importOptionsInSession, NO_OPTION_CHANGES, type OptionsImport } from './options-import.js';

export type StoredHolding = HoldingDoc & { _id: Types.ObjectId };
type ImportedFields = Pick<HoldingDoc, 'quantity' | 'tradePrice' | 'pnlPercent' | 'pnlOpen' | 'optionsLongTerm'> &
  Partial<Pick<HoldingDoc, 'currentPrice' | 'priceDate'>>;

export interface ImportPlan {
  updates: Array<{ id: Types.ObjectId; set: ImportedFields }>;
  creates: Array<Pick<HoldingDoc, 'fund' | 'ticker' | 'dateOpened'> & ImportedFields>;
  removes: Types.ObjectId[];
  /** updated: rows that change a stored holding; unchanged: rows equal to it (nothing written). */
  results: { updated: number; created: number; removed: number; unchanged: number };
}

/** What a row sets on a holding. The file is the truth: a P&L figure it leaves out becomes null. */
function importedFields(row: HoldingImportRow, statementDate: string | null): ImportedFields {
  return {
    quantity: row.quantity,
    tradePrice: row.tradePrice,
    pnlPercent: row.pnlPercent ?? null,
    pnlOpen: row.pnlOpen ?? null,
    optionsLongTerm: holdingTerm(row.quantity),
    // A statement without a Mark column leaves a price set by hand alone.
    ...(row.currentPrice != null ? { currentPrice: row.currentPrice, priceDate: statementDate } : {}),
  };
}

/** 1-based row number as the client and the error messages count them. */
const rowNumber = (index: number) => index + 1;

/**
 * Turn the fund's stored holdings and the file's rows into writes. The fund of each row is ignored:
 * the body's fund wins. A ticker that appears twice in the file is a 400 naming both rows.
 */
export function planHoldingsImport(
  existing: readonly StoredHolding[],
  fund: Fund,
  rows: readonly HoldingImportRow[],
  statementDate: string | null = null,
): ImportPlan {
  const firstRowOf = new Map<string, number>();
  rows.forEach((row, index) => {
    const first = firstRowOf.get(row.ticker);
    if (first !== undefined) {
      const message = `Row ${rowNumber(index)} (${row.ticker}): ${row.ticker} is already in row ${rowNumber(first)}`;
      throw badRequest(message, [{ path: ['holdings', index, 'ticker'], message, code: 'custom' }]);
    }
    firstRowOf.set(row.ticker, index);
  });

  const diff = diffHoldingsImport(existing, rows);
  // The same file again writes nothing and counts 'Updated: 0'.
  const changed = diff.updated.filter(
    ({ before, after }) =>
      holdingImportChanges(before, after) ||
      (after.currentPrice != null && (before.priceDate ?? null) !== statementDate),
  );
  return {
    updates: changed.map(({ before, after }) => ({ id: before._id, set: importedFields(after, statementDate) })),
    creates: diff.created.map((row) => ({
      fund,
      ticker: row.ticker,
      dateOpened: null,
      ...importedFields(row, statementDate),
    })),
    removes: diff.removed.map((holding) => holding._id),
    results: {
      updated: changed.length,
      created: diff.created.length,
      removed: diff.removed.length,
      unchanged: diff.updated.length - changed.length,
    },
  };
}

/** Removes, then updates, as one ordered bulk write; the new holdings follow with insertManyFast. */
export function planOperations(plan: ImportPlan): AnyBulkWriteOperation<HoldingDoc>[] {
  return [
    ...plan.removes.map((id) => ({ deleteOne: { filter: { _id: id } } })),
    ...plan.updates.map(({ id, set }) => ({ updateOne: { filter: { _id: id }, update: { $set: set } } })),
  ];
}

export type ImportResults = ImportPlan['results'] & { options: typeof NO_OPTION_CHANGES };

/**
 * Replaces the fund's holdings with `rows`, and its options with `options.rows` when given, inside
 * one transaction; the counts of what changed.
 */
export async function importHoldings(
  db: Connection,
  model: Model<HoldingDoc>,
  fund: Fund,
  rows: readonly HoldingImportRow[],
  options?: OptionsImport,
  statementDate: string | null = null,
): Promise<ImportResults> {
  return withFundLock(db, fund, () =>
    inTransaction(db, async (session) => {
      const existing: StoredHolding[] = await model.find({ fund }).session(session).lean();
      const plan = planHoldingsImport(existing, fund, rows, statementDate);
      const operations = planOperations(plan);
      if (operations.length > 0) await model.bulkWrite(operations, { ordered: true, session });
      await insertManyFast(model, plan.creates, session);
      const optionResults = options ? await importOptionsInSession(session, fund, options) : NO_OPTION_CHANGES;
      return { ...plan.results, options: optionResults };
    }),
  );
}

/**
 * A 400 body for an invalid import whose messages name the row: "Row 3 (AAPL): Quantity must be ...".
 * `raw` is the body as sent, to quote the row's ticker.
 */
export function importValidationBody(error: ZodError, raw: unknown) {
  const body = validationErrorBody(error);
  const rows = (raw as { holdings?: unknown } | null)?.holdings;
  const issues = (body.issues ?? []).map((issue) => {
    const [list, index] = issue.path;
    if (list !== 'holdings' || typeof index !== 'number') return issue;
    const rawTicker = Array.isArray(rows) ? (rows[index] as { ticker?: unknown } | undefined)?.ticker : undefined;
    const ticker = typeof rawTicker === 'string' && rawTicker.trim() ? ` (${rawTicker.trim().toUpperCase()})` : '';
    return { ...issue, message: `Row ${rowNumber(index)}${ticker}: ${issue.message}` };
  });
  return { message: [...new Set(issues.map((issue) => issue.message))].join('; ') || body.message, issues };
}
