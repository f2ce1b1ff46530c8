/** Daily activity lists (positions added / removed in a fund on a date). */

export interface DailyLists {
  addedPositions: readonly string[];
  removedPositions: readonly string[];
}

/**
 * Tickers that a save puts on a list they were not on before (compared with the stored lists):
 * each one becomes a holding_added / holding_removed history entry. Removing a ticker from a list
 * records nothing. A ticker moved from one list to the other counts as newly on the other.
 */
export function newlyListed(stored: DailyLists | null, next: DailyLists): { added: string[]; removed: string[] } {
  const before = { added: new Set(stored?.addedPositions ?? []), removed: new Set(stored?.removedPositions ?? []) };
  return {
    added: next.addedPositions.filter((ticker) => !before.added.has(ticker)),
    removed: next.removedPositions.filter((ticker) => !before.removed.has(ticker)),
  };
}

export interface ListedActivity {
  activityType: 'holding_added' | 'holding_removed';
  ticker: string;
}

/**
 * The history entries a save should record: one per newly listed ticker, minus those the history already
 * holds for that fund and date (a ticker taken off a list and put back the same day is recorded once).
 */
export function entriesToRecord(
  fresh: { added: string[]; removed: string[] },
  alreadyRecorded: readonly ListedActivity[],
): ListedActivity[] {
  const seen = new Set(alreadyRecorded.map((entry) => `${entry.activityType} ${entry.ticker}`));
  const wanted: ListedActivity[] = [
    ...fresh.added.map((ticker) => ({ activityType: 'holding_added' as const, ticker })),
    ...fresh.removed.map((ticker) => ({ activityType: 'holding_removed' as const, ticker })),
  ];
  return wanted.filter((entry) => !seen.has(`${entry.activityType} ${entry.ticker}`));
}
