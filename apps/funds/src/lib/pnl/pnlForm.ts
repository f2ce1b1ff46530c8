/**
 * 'Edit P&L': four numeric inputs (step 0.01) where empty means null. Save creates the fund's
 * record when there is none (POST /api/manual-pnl) and otherwise updates it (PATCH /api/manual-pnl/{id}).
 */
import type { Fund } from '@tradeboard/types/core';
import type { ManualPnl, ManualPnlCreateInput } from '@tradeboard/types';

export const PNL_FIELDS = [
  { key: 'allTimePnl', label: 'Total P&L' },
  { key: 'ytdPnl', label: 'YTD P&L' },
  { key: 'ytdPnlPercent', label: 'YTD P&L %' },
  { key: 'startingCapital', label: 'Starting Capital 2025' },
] as const;

export type PnlKey = (typeof PNL_FIELDS)[number]['key'];
export type PnlFormValues = Record<PnlKey, string>;

export const EMPTY_PNL_FORM: PnlFormValues = { allTimePnl: '', ytdPnl: '', ytdPnlPercent: '', startingCapital: '' };

/** '' (or anything that is not a number) is null. */
export function pnlInputValue(text: string): number | null {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
}

export interface PnlSaveRequest {
  method: 'POST' | 'PATCH';
  url: string;
  body: ManualPnlCreateInput;
}

export function pnlSaveRequest(fund: Fund, existing: ManualPnl | null | undefined, values: PnlFormValues): PnlSaveRequest {
  const body: ManualPnlCreateInput = {
    fund,
    allTimePnl: pnlInputValue(values.allTimePnl),
    ytdPnl: pnlInputValue(values.ytdPnl),
    ytdPnlPercent: pnlInputValue(values.ytdPnlPercent),
    startingCapital: pnlInputValue(values.startingCapital),
  };
  return existing ? { method: 'PATCH', url: `/api/manual-pnl/${existing.id}`, body } : { method: 'POST', url: '/api/manual-pnl', body };
}
