/**
 * The review table of a screenshot analysis: one row per proposal (stock, bot, current and proposed
 * state, confidence), ticked when applying it would change something. Pure, so it is tested alone.
 */
import type { BotAnalysis, BotAnalysisResult, BotKey, Stock } from '@tradeboard/types';
import { BOT_LOW_CONFIDENCE, botLabel } from '@tradeboard/types/core';

export interface ReviewRow {
  /** `${symbol}:${bot}`: one row per stock and bot. */
  id: string;
  symbol: string;
  bot: BotKey;
  botLabel: string;
  /** undefined when the stock has left the watchlist since the analysis. */
  current: boolean | undefined;
  proposed: boolean;
  confidence: number;
  lowConfidence: boolean;
  /** Applying it would change the stock. */
  changes: boolean;
  filename: string;
}

/** The stored result of a record, or null when it holds none (or not one this version understands). */
export function parseResult(record: Pick<BotAnalysis, 'analysisResult'>): BotAnalysisResult | null {
  if (!record.analysisResult) return null;
  try {
    const parsed = JSON.parse(record.analysisResult) as BotAnalysisResult;
    return Array.isArray(parsed.proposals) ? parsed : null;
  } catch {
    return null;
  }
}

/** Rows of several records; a later record's proposal for the same stock and bot replaces an earlier one. */
export function reviewRows(records: readonly BotAnalysis[], stocks: readonly Stock[]): ReviewRow[] {
  const bySymbol = new Map(stocks.map((stock) => [stock.symbol, stock]));
  const rows = new Map<string, ReviewRow>();
  for (const record of records) {
    for (const proposal of parseResult(record)?.proposals ?? []) {
      const current = bySymbol.get(proposal.symbol)?.[proposal.bot];
      const id = `${proposal.symbol}:${proposal.bot}`;
      rows.set(id, {
        id,
        symbol: proposal.symbol,
        bot: proposal.bot,
        botLabel: botLabel(proposal.bot),
        current,
        proposed: proposal.inPosition,
        confidence: proposal.confidence,
        lowConfidence: proposal.confidence < BOT_LOW_CONFIDENCE,
        changes: current !== undefined && current !== proposal.inPosition,
        filename: record.filename,
      });
    }
  }
  return [...rows.values()].sort((a, b) => a.symbol.localeCompare(b.symbol) || a.botLabel.localeCompare(b.botLabel));
}

/**
 * The ticked rows: every row that would change something, except those the admin unticked (kept as
 * the set of unticked ids, so a screenshot read later arrives ticked without resetting earlier choices).
 */
export const tickedIds = (rows: readonly ReviewRow[], unticked: ReadonlySet<string>): Set<string> =>
  new Set(rows.filter((row) => row.changes && !unticked.has(row.id)).map((row) => row.id));

/** The apply request's changes for the ticked rows that still change something. */
export function chosenChanges(rows: readonly ReviewRow[], selected: ReadonlySet<string>) {
  return rows
    .filter((row) => selected.has(row.id) && row.changes)
    .map(({ symbol, bot, proposed }) => ({ symbol, bot, inPosition: proposed }));
}
