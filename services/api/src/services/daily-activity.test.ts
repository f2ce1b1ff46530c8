import { describe, expect, test } from 'vitest';
import { newlyListed } from './daily-activity.js';

describe('newly listed tickers', () => {
  test('with nothing stored, every ticker is new', () => {
    expect(newlyListed(null, { addedPositions: ['AAPL', 'MSFT'], removedPositions: ['TSLA'] })).toEqual({ added: ['AAPL', 'MSFT'], removed: ['TSLA'] });
  });

  test('tickers already on the same list are not new; removals from a list record nothing', () => {
    const stored = { addedPositions: ['AAPL', 'MSFT'], removedPositions: ['TSLA'] };
    expect(newlyListed(stored, { addedPositions: ['AAPL', 'NVDA'], removedPositions: [] })).toEqual({ added: ['NVDA'], removed: [] });
  });

  test('a ticker moved to the other list is new there', () => {
    const stored = { addedPositions: ['AAPL'], removedPositions: [] };
    expect(newlyListed(stored, { addedPositions: [], removedPositions: ['AAPL'] })).toEqual({ added: [], removed: ['AAPL'] });
  });
});
