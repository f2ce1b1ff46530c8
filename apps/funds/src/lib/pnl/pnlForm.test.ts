// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ManualPnl } from '@tradeboard/types';
import { EMPTY_PNL_FORM, pnlInputValue, pnlSaveRequest } from './pnlForm';

const record: ManualPnl = {
  id: 'p1',
  fund: 'Main Fund',
  allTimePnl: 1,
  ytdPnl: 2,
  ytdPnlPercent: 3,
  startingCapital: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('Edit P&L', () => {
  it('reads an empty input as null and numbers with decimals as numbers', () => {
    expect(pnlInputValue('')).toBeNull();
    expect(pnlInputValue('  ')).toBeNull();
    expect(pnlInputValue('-1250.75')).toBe(-1250.75);
    expect(pnlInputValue('0')).toBe(0);
  });

  it('creates the fund record when there is none', () => {
    expect(pnlSaveRequest('Main Fund', null, { ...EMPTY_PNL_FORM, ytdPnl: '12.5' })).toEqual({
      method: 'POST',
      url: '/api/manual-pnl',
      body: { fund: 'Main Fund', allTimePnl: null, ytdPnl: 12.5, ytdPnlPercent: null, startingCapital: null },
    });
  });

  it('updates the existing record', () => {
    expect(pnlSaveRequest('Main Fund', record, { allTimePnl: '10', ytdPnl: '', ytdPnlPercent: '1.25', startingCapital: '100000' })).toEqual({
      method: 'PATCH',
      url: '/api/manual-pnl/p1',
      body: { fund: 'Main Fund', allTimePnl: 10, ytdPnl: null, ytdPnlPercent: 1.25, startingCapital: 100000 },
    });
  });
});
