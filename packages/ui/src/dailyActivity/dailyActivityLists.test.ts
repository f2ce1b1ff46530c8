import { describe, expect, it } from 'vitest';
import { activityCount, addTicker, EMPTY_ACTIVITY_LISTS, historyEntries, removeTicker } from './dailyActivityLists.js';

const lists = { addedPositions: ['AAPL'], removedPositions: ['TSLA'] };

describe('daily activity lists', () => {
  it('adds a trimmed, upper-cased ticker to its list', () => {
    expect(addTicker(EMPTY_ACTIVITY_LISTS, 'added', '  nvda ')).toEqual({
      kind: 'changed',
      ticker: 'NVDA',
      lists: { addedPositions: ['NVDA'], removedPositions: [] },
    });
  });

  it('moves a ticker added to one list off the other list', () => {
    const result = addTicker(lists, 'added', 'tsla');
    expect(result).toMatchObject({
      kind: 'changed',
      lists: { addedPositions: ['AAPL', 'TSLA'], removedPositions: [] },
    });
    expect(addTicker(lists, 'removed', 'AAPL')).toMatchObject({
      lists: { addedPositions: [], removedPositions: ['TSLA', 'AAPL'] },
    });
  });

  it('ignores a ticker already in the list, a blank one, and says when one is not a ticker', () => {
    expect(addTicker(lists, 'added', 'aapl')).toEqual({ kind: 'duplicate', ticker: 'AAPL' });
    expect(addTicker(lists, 'added', '   ')).toEqual({ kind: 'empty' });
    expect(addTicker(lists, 'added', 'TOO LONG')).toEqual({ kind: 'invalid', ticker: 'TOO LONG' });
  });

  it('removes a ticker from one list only', () => {
    expect(removeTicker(lists, 'added', 'AAPL')).toEqual({ addedPositions: [], removedPositions: ['TSLA'] });
    expect(removeTicker(lists, 'removed', 'AAPL')).toEqual(lists);
  });

  it('counts both lists and turns them into history entries without details', () => {
    expect(activityCount(lists)).toBe(2);
    expect(historyEntries('FLOW', '11/23/2026', lists)).toEqual([
      { fund: 'FLOW', date: '11/23/2026', activityType: 'holding_added', ticker: 'AAPL' },
      { fund: 'FLOW', date: '11/23/2026', activityType: 'holding_removed', ticker: 'TSLA' },
    ]);
  });
});
