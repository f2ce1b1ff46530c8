import { describe, expect, it } from 'vitest';
import type { BotAnalysis, Stock } from '@tradeboard/types';
import { chosenChanges, parseResult, reviewRows, tickedIds } from './botReview.js';

const stock = (symbol: string, flags: Partial<Stock> = {}) =>
  ({ symbol, hybridBotPosition: false, swingBotPosition: false, hourBotPosition: false, ...flags }) as Stock;
const record = (filename: string, proposals: object[]): BotAnalysis => ({
  id: filename,
  filename,
  processedAt: '2026-11-23T10:00:00.000Z',
  confidence: 90,
  analysisResult: JSON.stringify({
    bot: 'hourBotPosition',
    botSource: 'heading',
    proposals,
    unknownSymbols: [],
    note: null,
    text: '',
  }),
});

describe('review rows', () => {
  const stocks = [stock('AAPL', { hourBotPosition: true }), stock('MSFT')];
  const rows = reviewRows(
    [
      record('a.png', [
        { symbol: 'AAPL', bot: 'hourBotPosition', inPosition: true, state: 'LONG', confidence: 95 },
        { symbol: 'MSFT', bot: 'hourBotPosition', inPosition: true, state: 'BUY', confidence: 41 },
        { symbol: 'GONE', bot: 'hourBotPosition', inPosition: true, state: 'BUY', confidence: 90 },
      ]),
    ],
    stocks,
  );

  it('shows current and proposed states, flags low confidence, and marks rows that change nothing', () => {
    expect(rows.map((r) => [r.symbol, r.botLabel, r.current, r.proposed, r.changes, r.lowConfidence])).toEqual([
      ['AAPL', '1hr BX Bot', true, true, false, false],
      ['GONE', '1hr BX Bot', undefined, true, false, false],
      ['MSFT', '1hr BX Bot', false, true, true, true],
    ]);
  });

  it('ticks only the rows that would change something, and applies only ticked changes', () => {
    const selected = tickedIds(rows, new Set());
    expect([...selected]).toEqual(['MSFT:hourBotPosition']);
    expect(chosenChanges(rows, selected)).toEqual([{ symbol: 'MSFT', bot: 'hourBotPosition', inPosition: true }]);
    expect([...tickedIds(rows, new Set(['MSFT:hourBotPosition']))]).toEqual([]);
    expect(chosenChanges(rows, new Set())).toEqual([]);
  });

  it('lets a later screenshot replace an earlier proposal for the same stock and bot', () => {
    const later = reviewRows(
      [
        record('a.png', [{ symbol: 'MSFT', bot: 'hourBotPosition', inPosition: true, state: 'BUY', confidence: 90 }]),
        record('b.png', [{ symbol: 'MSFT', bot: 'hourBotPosition', inPosition: false, state: 'FLAT', confidence: 80 }]),
      ],
      stocks,
    );
    expect(later).toHaveLength(1);
    expect(later[0]).toMatchObject({ proposed: false, filename: 'b.png', changes: false });
  });

  it('reads no result from an empty or foreign record', () => {
    expect(parseResult({ analysisResult: null })).toBeNull();
    expect(parseResult({ analysisResult: 'not json' })).toBeNull();
    expect(parseResult({ analysisResult: '{"foo":1}' })).toBeNull();
  });
});
