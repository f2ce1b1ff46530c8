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
