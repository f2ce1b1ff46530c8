/**
 * The daily activity editor's list rules (SPEC "Daily activity", section 4), as pure functions:
 * a ticker added to one list leaves the other, a ticker already in a list is ignored.
 */
import { isValidTicker, normaliseTicker, type ActivityFund } from '@tradeboard/types/core';

export type ActivitySide = 'added' | 'removed';

export interface ActivityLists {
  addedPositions: readonly string[];
  removedPositions: readonly string[];
}

export const EMPTY_ACTIVITY_LISTS: ActivityLists = { addedPositions: [], removedPositions: [] };

const listKey = (side: ActivitySide) => (side === 'added' ? 'addedPositions' : 'removedPositions');
/** The API's name of a side's list (`list` of POST /api/daily-activity/change). */
export const listName = listKey;
const otherSide = (side: ActivitySide): ActivitySide => (side === 'added' ? 'removed' : 'added');

export type AddTickerResult =
  | { kind: 'changed'; lists: ActivityLists; ticker: string }
  | { kind: 'duplicate'; ticker: string }
  | { kind: 'empty' }
  | { kind: 'invalid'; ticker: string };

/** Put `raw` (trimmed, upper-cased) on `side`, taking it off the other list; a repeat changes nothing. */
export function addTicker(lists: ActivityLists, side: ActivitySide, raw: string): AddTickerResult {
  const ticker = normaliseTicker(raw);
  if (!ticker) return { kind: 'empty' };
  if (!isValidTicker(ticker)) return { kind: 'invalid', ticker };
  if (lists[listKey(side)].includes(ticker)) return { kind: 'duplicate', ticker };
  const other = listKey(otherSide(side));
  return {
    kind: 'changed',
    ticker,
    lists: {
      ...lists,
      [listKey(side)]: [...lists[listKey(side)], ticker],
      [other]: lists[other].filter((each) => each !== ticker),
    } as ActivityLists,
  };
}

export function removeTicker(lists: ActivityLists, side: ActivitySide, ticker: string): ActivityLists {
  const key = listKey(side);
  return { ...lists, [key]: lists[key].filter((each) => each !== ticker) } as ActivityLists;
}

export function listOf(lists: ActivityLists, side: ActivitySide): readonly string[] {
  return lists[listKey(side)];
}

export function activityCount(lists: ActivityLists): number {
  return lists.addedPositions.length + lists.removedPositions.length;
}

export interface HistoryEntry {
  fund: ActivityFund;
  date: string;
  activityType: 'holding_added' | 'holding_removed';
  ticker: string;
}

/**
 * What 'Sync to History' posts: one entry per listed ticker. The entries carry no details, exactly
 * like the ones the API records when the lists are saved, so the API's exact-repeat rule answers
 * the stored entry instead of storing a second one (a second click never duplicates).
 */
export function historyEntries(fund: ActivityFund, date: string, lists: ActivityLists): HistoryEntry[] {
  return [
    ...lists.addedPositions.map((ticker) => ({ fund, date, activityType: 'holding_added' as const, ticker })),
    ...lists.removedPositions.map((ticker) => ({ fund, date, activityType: 'holding_removed' as const, ticker })),
  ];
}
