import { makeStock } from '@tradeboard/ui/testing';
import { describe, expect, it } from 'vitest';
import { activeBotCount } from './bots.js';
import { analysisCountLabel } from './analysisHistory.js';

describe('bot counter and history label', () => {
  it('counts the bots in position', () => {
    expect(activeBotCount(makeStock('A'))).toBe(0);
    expect(activeBotCount(makeStock('A', { hybridBotPosition: true, hourBotPosition: true }))).toBe(2);
  });

  it('labels one entry and several entries', () => {
    expect(analysisCountLabel(1)).toBe('1 analysis entry');
    expect(analysisCountLabel(3)).toBe('3 analysis entries');
  });
});
