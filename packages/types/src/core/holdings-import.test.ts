import { describe, expect, it } from 'vitest';
import { diffHoldingsImport } from './holdings-import.js';

describe('diffHoldingsImport', () => {
  const stored = [
    { ticker: 'AAPL', quantity: 10 },
    { ticker: 'MSFT', quantity: 5 },
    { ticker: 'KO', quantity: 80 },
  ];

  it('splits the rows into new and updated tickers and finds the stored tickers the file leaves out', () => {
    const rows = [
      { ticker: 'NVDA', quantity: 1 },
      { ticker: 'MSFT', quantity: 7 },
      { ticker: 'AAPL', quantity: 10 },
    ];
    expect(diffHoldingsImport(stored, rows)).toEqual({
      created: [{ ticker: 'NVDA', quantity: 1 }],
      updated: [
        { before: { ticker: 'MSFT', quantity: 5 }, after: { ticker: 'MSFT', quantity: 7 } },
        { before: { ticker: 'AAPL', quantity: 10 }, after: { ticker: 'AAPL', quantity: 10 } },
      ],
      removed: [{ ticker: 'KO', quantity: 80 }],
    });
  });

  it('an empty fund: every row is new', () => {
    expect(diffHoldingsImport([], [{ ticker: 'A' }])).toEqual({ created: [{ ticker: 'A' }], updated: [], removed: [] });
  });
});
