/**
 * The options part of POST /api/holdings/import, run by importHoldings inside its transaction and
 * fund lease: the statement's option lines create and update the fund's options positions (same
 * position = same underlying, type, strike and expiry: diffOptionsImport), and the positions the
 * file leaves out are deleted: those an earlier import wrote always, those added by hand only when
 * the admin ticked 'Also remove options not in this file'. Imported positions carry source 'import'.
 */
import { diffOptionsImport, optionImportChanges, optionKey, type Fund, type OptionImportRow } from '@tradeboard/types';
import type { AnyBulkWriteOperation, ClientSession, Model, Types } from 'mongoose';
import type { OptionDoc } from '../db/models/options.js';
import { insertManyFast } from '../db/insert-many-fast.js';
import { badRequest } from '../http/errors.js';

export interface OptionsImport {
  model: Model<OptionDoc>;
  rows: readonly OptionImportRow[];
  removeManual: boolean;
}

export const NO_OPTION_CHANGES = { created: 0, updated: 0, removed: 0, unchanged: 0 };

type StoredOption = OptionDoc & { _id: Types.ObjectId };
type ImportedFields = Pick<OptionDoc, 'quantity' | 'price' | 'pnlPercent' | 'pnlOpen' | 'currentPrice'>;

const describe = (row: OptionImportRow) => `${row.ticker} ${row.expiry} ${row.strike} ${row.optionType}`;

/** A position listed twice in one file is a 400 naming both rows (counted from 1), like a ticker listed twice. */
function rejectDuplicates(rows: readonly OptionImportRow[]): void {
  const firstRowOf = new Map<string, number>();
  rows.forEach((row, index) => {
    const key = optionKey(row);
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      const message = `Option ${index + 1} (${describe(row)}) is already option ${first + 1}`;
      throw badRequest(message, [{ path: ['options', index], message, code: 'custom' }]);
    }
    firstRowOf.set(key, index);
  });
}

const importedFields = (row: OptionImportRow): ImportedFields => ({
  quantity: row.quantity,
  price: row.price,
  pnlPercent: row.pnlPercent ?? null,
  pnlOpen: row.pnlOpen ?? null,
  // A file without a Mark leaves the stored current price alone.
  ...(row.currentPrice != null ? { currentPrice: row.currentPrice } : {}),
});

/** Pure: the fund's stored options and the file's rows -> the ordered writes and their counts. */
function planOptionsImport(
  existing: readonly StoredOption[],
  fund: Fund,
  rows: readonly OptionImportRow[],
  removeManual: boolean,
) {
  rejectDuplicates(rows);
  const diff = diffOptionsImport(existing, rows, removeManual);
  const changed = diff.updated.filter(({ before, after }) => optionImportChanges(before, after));
  const operations: AnyBulkWriteOperation<OptionDoc>[] = [
    ...diff.removed.map((option) => ({ deleteOne: { filter: { _id: option._id } } })),
    // An updated position keeps its source: one added by hand stays the admin's.
    ...changed.map(({ before, after }) => ({
      updateOne: { filter: { _id: before._id }, update: { $set: importedFields(after) } },
    })),
  ];
  const creates: Partial<OptionDoc>[] = diff.created.map((row) => ({
    fund,
    ticker: row.ticker,
    optionType: row.optionType,
    strike: row.strike,
    expiry: row.expiry,
    source: 'import',
    currentPrice: null,
    ...importedFields(row),
  }));
  return {
    operations,
    creates,
    results: {
      created: diff.created.length,
      updated: changed.length,
      removed: diff.removed.length,
      unchanged: diff.updated.length - changed.length,
    },
  };
}

export async function importOptionsInSession(
  session: ClientSession,
  fund: Fund,
  { model, rows, removeManual }: OptionsImport,
): Promise<typeof NO_OPTION_CHANGES> {
  const existing: StoredOption[] = await model.find({ fund }).sort({ createdAt: 1, _id: 1 }).session(session).lean();
  const plan = planOptionsImport(existing, fund, rows, removeManual);
  // Removes and updates first, then the new positions (one write each, not one per document).
  if (plan.operations.length > 0) await model.bulkWrite(plan.operations, { ordered: true, session });
  await insertManyFast(model, plan.creates, session);
  return plan.results;
}
