// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMPTY_PNL_FORM, pnlInputValue, pnlSaveBody } from './pnlForm.js';

describe('Edit P&L', () => {
  it('reads an empty input as null and numbers with decimals as numbers', () => {
    expect(pnlInputValue('')).toBeNull();
    expect(pnlInputValue('  ')).toBeNull();
    expect(pnlInputValue('-1250.75')).toBe(-1250.75);
    expect(pnlInputValue('0')).toBe(0);
  });

  it('sends every field, empty ones as null', () => {
    expect(pnlSaveBody('Main Fund', { ...EMPTY_PNL_FORM, ytdPnl: '12.5' })).toEqual({
      fund: 'Main Fund',
      allTimePnl: null,
      ytdPnl: 12.5,
      ytdPnlPercent: null,
      startingCapital: null,
    });
    expect(
      pnlSaveBody('Main Fund', { allTimePnl: '10', ytdPnl: '', ytdPnlPercent: '1.25', startingCapital: '100000' }),
    ).toEqual({
      fund: 'Main Fund',
      allTimePnl: 10,
      ytdPnl: null,
      ytdPnlPercent: 1.25,
      startingCapital: 100000,
    });
  });
});
