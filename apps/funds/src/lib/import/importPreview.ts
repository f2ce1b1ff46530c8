/**
 * The import preview: what POST /api/holdings/import would do to the target fund (New, Updated with
 * old and new quantity and price, Removed), and what the parser skipped. Nothing is written until
 * the admin confirms; importBody() is then the request body.
 */
import { diffHoldingsImport, type Fund, type HoldingsImportDiff } from '@tradeboard/types/core';
import type { Holding, HoldingsImportInput } from '@tradeboard/types';
import type { BrokerCsvParse, ParsedHolding, SkippedRow } from '../csv/parseBrokerCsv.js';

export interface ImportPreview extends HoldingsImportDiff<Holding, ParsedHolding> {
  fund: Fund;
  /** The parsed rows in file order (what Import sends). */
  rows: ParsedHolding[];
  skipped: SkippedRow[];
}

/** `stored` may hold every fund's holdings: only the target fund's are compared. */
export function buildImportPreview(fund: Fund, stored: readonly Holding[], parse: BrokerCsvParse): ImportPreview {
  const inFund = stored.filter((holding) => holding.fund === fund);
  return { fund, rows: parse.holdings, skipped: parse.skipped, ...diffHoldingsImport(inFund, parse.holdings) };
}

/** An updated row whose quantity or trade price differs from the stored one. */
export function changesPosition(update: { before: Holding; after: ParsedHolding }): boolean {
  return update.before.quantity !== update.after.quantity || update.before.tradePrice !== update.after.tradePrice;
}

type ImportedFields = Pick<
  ParsedHolding,
  'ticker' | 'quantity' | 'tradePrice' | 'pnlPercent' | 'pnlOpen' | 'optionsLongTerm'
>;

/** The fields an import sets on a holding (what a parsed row and a stored holding have in common). */
export function importedFields({
  ticker,
  quantity,
  tradePrice,
  pnlPercent,
  pnlOpen,
  optionsLongTerm,
}: ImportedFields): ImportedFields {
  return { ticker, quantity, tradePrice, pnlPercent, pnlOpen, optionsLongTerm };
}

export function importBody(preview: ImportPreview): HoldingsImportInput {
  return { fund: preview.fund, holdings: preview.rows.map((row) => ({ fund: preview.fund, ...importedFields(row) })) };
}
