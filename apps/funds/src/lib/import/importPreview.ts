/**
 * The import preview: what POST /api/holdings/import would do to the target fund, for holdings (New,
 * Updated with old and new quantity and price, Removed) and options (the same, plus the options
 * added by hand that the import keeps unless the admin ticks 'Also remove options not in this
 * file'), and what the parser skipped. Nothing is written until the admin confirms; importBody()
 * is then the request body.
 */
import {
  diffHoldingsImport,
  diffOptionsImport,
  holdingImportChanges,
  optionImportChanges,
  type Fund,
  type HoldingsImportDiff,
  type OptionsImportDiff,
} from '@tradeboard/types/core';
import type { Holding, HoldingsImportInput, OptionPosition } from '@tradeboard/types';
import type { BrokerCsvParse, BrokerId, ParsedHolding, ParsedOption, SkippedRow } from '../csv/statement.js';

export interface OptionsPreview extends OptionsImportDiff<OptionPosition, ParsedOption> {
  /** The file's option positions in file order (what Import sends). */
  rows: ParsedOption[];
  /**
   * False when the file holds no option position: the import then leaves the fund's options alone
   * (the file may come from an export that lists no options).
   */
  included: boolean;
}

export interface ImportPreview extends HoldingsImportDiff<Holding, ParsedHolding> {
  fund: Fund;
  broker: BrokerId;
  statementDate: string | null;
  /** The parsed rows in file order (what Import sends). */
  rows: ParsedHolding[];
  options: OptionsPreview;
  skipped: SkippedRow[];
}

/** `stored` and `storedOptions` may hold every fund's positions: only the target fund's are compared. */
export function buildImportPreview(
  fund: Fund,
  stored: readonly Holding[],
  parse: BrokerCsvParse,
  storedOptions: readonly OptionPosition[] = [],
): ImportPreview {
  const inFund = stored.filter((holding) => holding.fund === fund);
  const included = parse.options.length > 0;
  const optionsInFund = storedOptions.filter((option) => option.fund === fund);
  const optionsDiff = included
    ? diffOptionsImport(optionsInFund, parse.options)
    : { created: [], updated: [], removed: [], kept: [] };
  return {
    fund,
    broker: parse.broker,
    statementDate: parse.statementDate,
    rows: parse.holdings,
    options: { ...optionsDiff, rows: parse.options, included },
    skipped: parse.skipped,
    ...diffHoldingsImport(inFund, parse.holdings),
  };
}

/** The options an import deletes: those an earlier import wrote, and the hand-added ones when the box is ticked. */
export function optionsRemoved(preview: ImportPreview, removeManual: boolean): OptionPosition[] {
  return removeManual ? [...preview.options.removed, ...preview.options.kept] : preview.options.removed;
}

/** A row whose figures differ from the stored holding's (the API's rule: the others are 'unchanged', not written). */
export function changesPosition(update: { before: Holding; after: ParsedHolding }): boolean {
  return holdingImportChanges(update.before, update.after);
}

export function changesOption(update: { before: OptionPosition; after: ParsedOption }): boolean {
  return optionImportChanges(update.before, update.after);
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

const withMark = (currentPrice: number | null) => (currentPrice === null ? {} : { currentPrice });

export function importBody(preview: ImportPreview, removeManualOptions = false): HoldingsImportInput {
  const body: HoldingsImportInput = {
    fund: preview.fund,
    holdings: preview.rows.map((row) => ({
      fund: preview.fund,
      ...importedFields(row),
      ...withMark(row.currentPrice),
    })),
    ...(preview.statementDate ? { statementDate: preview.statementDate } : {}),
  };
  if (!preview.options.included) return body;
  return {
    ...body,
    options: preview.options.rows.map(
      ({ ticker, optionType, strike, expiry, quantity, price, pnlPercent, pnlOpen, currentPrice }) => ({
        ticker,
        optionType,
        strike,
        expiry,
        quantity,
        price,
        pnlPercent,
        pnlOpen,
        ...withMark(currentPrice),
      }),
    ),
    removeManualOptions,
  };
}
