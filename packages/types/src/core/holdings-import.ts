/**
 * Which tickers an import creates, updates and removes in a fund. One rule for the API (which
 * writes the plan) and the browser (which previews it before anything is written).
 */

export interface HoldingsImportDiff<Existing, Row> {
  /** Rows whose ticker the fund does not hold yet, in file order. */
  created: Row[];
  /** Rows whose ticker the fund holds, with the stored holding, in file order. */
  updated: Array<{ before: Existing; after: Row }>;
  /** Stored holdings whose ticker is not in the file, in stored order. */
  removed: Existing[];
}

export function diffHoldingsImport<Existing extends { ticker: string }, Row extends { ticker: string }>(
  existing: readonly Existing[],
  rows: readonly Row[],
): HoldingsImportDiff<Existing, Row> {
  const stored = new Map(existing.map((holding) => [holding.ticker, holding]));
  const inFile = new Set(rows.map((row) => row.ticker));
  const diff: HoldingsImportDiff<Existing, Row> = { created: [], updated: [], removed: [] };
  for (const row of rows) {
    const before = stored.get(row.ticker);
    if (before) diff.updated.push({ before, after: row });
    else diff.created.push(row);
  }
  diff.removed = existing.filter((holding) => !inFile.has(holding.ticker));
  return diff;
}

interface ImportedFigures {
  quantity: number;
  tradePrice: number;
  pnlPercent?: number | null;
  pnlOpen?: number | null;
  currentPrice?: number | null;
}

/**
 * Whether importing `row` changes the stored holding (issue 27: the same file again changes nothing
 * and counts 'Updated: 0'). A file without a Mark leaves the stored current price alone.
 */
export function holdingImportChanges(before: ImportedFigures, row: ImportedFigures): boolean {
  return (
    before.quantity !== row.quantity ||
    before.tradePrice !== row.tradePrice ||
    (before.pnlPercent ?? null) !== (row.pnlPercent ?? null) ||
    (before.pnlOpen ?? null) !== (row.pnlOpen ?? null) ||
    (row.currentPrice != null && (before.currentPrice ?? null) !== row.currentPrice)
  );
}
