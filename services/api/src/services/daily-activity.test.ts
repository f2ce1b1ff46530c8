import { describe, expect, test } from 'vitest';
import { entriesToRecord, newlyListed } from './daily-activity.js';

describe('newly listed tickers', () => {
  test('with nothing stored, every ticker is new', () => {
    expect(newlyListed(null, { addedPositions: ['AAPL', 'MSFT'], removedPositions: ['TSLA'] })).toEqual({
      added: ['AAPL', 'MSFT'],
      removed: ['TSLA'],
    });
  });

  test('tickers already on the same list are not new; removals from a list record nothing', () => {
    const stored = { addedPositions: ['AAPL', 'MSFT'], removedPositions: ['TSLA'] };
    expect(newlyListed(stored, { addedPositions: ['AAPL', 'NVDA'], removedPositions: [] })).toEqual({
      added: ['NVDA'],
      removed: [],
    });
  });

  test('a ticker moved to the other list is new there', () => {
    const stored = { addedPositions: ['AAPL'], removedPositions: [] };
    expect(newlyListed(stored, { addedPositions: [], removedPositions: ['AAPL'] })).toEqual({
      added: [],
      removed: ['AAPL'],
    });
  });
});

describe('entries to record', () => {
  test('one per newly listed ticker, except those already in the history for that date', () => {
    const fresh = { added: ['AAPL', 'NVDA'], removed: ['TSLA'] };
    expect(entriesToRecord(fresh, [])).toEqual([
      { activityType: 'holding_added', ticker: 'AAPL' },
      { activityType: 'holding_added', ticker: 'NVDA' },
      { activityType: 'holding_removed', ticker: 'TSLA' },
    ]);
    expect(
      entriesToRecord(fresh, [
        { activityType: 'holding_added', ticker: 'AAPL' },
        { activityType: 'holding_added', ticker: 'TSLA' },
      ]),
    ).toEqual([
      { activityType: 'holding_added', ticker: 'NVDA' },
      { activityType: 'holding_removed', ticker: 'TSLA' },
    ]);
  });
});
