import type { AnalysisLogEntry, UnusualFlow } from '@tradeboard/types';
import { describe, expect, it } from 'vitest';
import { badgeText, buildActivityItems } from './activityItems.js';

const now = new Date(2026, 10, 21, 15, 30);
const at = (hours: number, minutes = 0, dayOffset = 0) =>
  new Date(2026, 10, 21 + dayOffset, hours, minutes).toISOString();

function analysis(id: string, fields: Partial<AnalysisLogEntry>): AnalysisLogEntry {
  return { id, stockSymbol: 'AAPL', analysisText: null, analysisImage: null, createdAt: at(9), ...fields };
}

function flow(id: string, fields: Partial<UnusualFlow>): UnusualFlow {
  return {
    id,
    ticker: 'TSLA',
    optionType: 'CALL',
    strike: 250,
    expiry: '2026-12-19',
    spot: null,
    flowDescription: 'Large sweep',
    flowImage: null,
    premium: null,
    volume: null,
    openInterest: null,
    version: 1,
    createdAt: at(10),
    updatedAt: at(10),
    ...fields,
  };
}

describe('buildActivityItems', () => {
  it('labels analysis entries by what they contain', () => {
    const items = buildActivityItems(
      [
        analysis('1', { analysisText: 'Breakout', analysisImage: '/uploads/a.png', createdAt: at(9, 4) }),
        analysis('2', { analysisText: 'Text only', createdAt: at(9, 3) }),
        analysis('3', { analysisImage: '/uploads/b.png', createdAt: at(9, 2) }),
        analysis('4', { createdAt: at(9, 1) }),
      ],
      [],
      now,
    );
    expect(items.map((item) => item.label)).toEqual(['full analysis', 'text analysis', 'chart update', 'update']);
  });

  it("labels flow alerts 'CALL Flow Alert' / 'PUT Flow Alert' and keeps only those since local midnight", () => {
    const items = buildActivityItems(
      [],
      [
        flow('1', { optionType: 'PUT', createdAt: at(0, 0) }),
        flow('2', { createdAt: at(23, 59, -1) }),
        flow('3', { optionType: 'CALL', createdAt: at(14) }),
      ],
      now,
    );
    expect(items.map((item) => [item.key, item.label])).toEqual([
      ['flow-3', 'CALL Flow Alert'],
      ['flow-1', 'PUT Flow Alert'],
    ]);
  });

  it('merges both kinds newest first and cuts previews at 120 characters', () => {
    const long = 'x'.repeat(130);
    const items = buildActivityItems(
      [analysis('a', { analysisText: long, createdAt: at(11) })],
      [flow('f', { flowDescription: 'short', createdAt: at(12) })],
      now,
    );
    expect(items.map((item) => item.kind)).toEqual(['flow', 'analysis']);
    expect(items[1]!.preview).toBe(`${'x'.repeat(120)}...`);
    expect(items[0]!.preview).toBe('short');
  });
});

describe('badgeText', () => {
  it("caps the count at '99+'", () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
