/**
 * 'Edit P&L': four numeric inputs (step 0.01) where empty means null. Save creates the fund's
 * record when there is none (POST /api/manual-pnl) and otherwise updates it (PATCH /api/manual-pnl/{id}):
 * `manualPnlApi.saveRecord` in @tradeboard/ui.
 */
import type { Fund } from '@tradeboard/types/core';
import type { ManualPnlCreateInput } from '@tradeboard/types';

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

/** The body of the save (the resource decides POST or PATCH from the record the form was filled from). */
export function pnlSaveBody(fund: Fund, values: PnlFormValues): ManualPnlCreateInput {
  return {
    fund,
    allTimePnl: pnlInputValue(values.allTimePnl),
    ytdPnl: pnlInputValue(values.ytdPnl),
    ytdPnlPercent: pnlInputValue(values.ytdPnlPercent),
    startingCapital: pnlInputValue(values.startingCapital),
  };
}
