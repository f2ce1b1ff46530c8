/** Every text of the daily activity banner and editor, word for word from SPEC "Daily activity" and section 8. */
import type { ActivitySide } from './dailyActivityLists.js';

export const DAILY_ACTIVITY_TEXTS = {
  editorTitle: 'Daily Activity Editor',
  autosaveNote: 'Changes save automatically and appear on admin and student dashboards.',
  syncTitle: 'Sync to History',
  syncButton: 'Sync to History',
  invalidTicker: 'Ticker must be 1 to 6 letters',
} as const;

export const SIDE_TEXTS: Record<ActivitySide, { heading: string; empty: string; inputLabel: string }> = {
  added: { heading: 'Positions Added', empty: 'No new positions today', inputLabel: 'Ticker added' },
  removed: { heading: 'Positions Removed', empty: 'No positions removed today', inputLabel: 'Ticker removed' },
};

/** 'Add N activities to the 7-day portfolio history'. */
export const syncPrompt = (count: number) => `Add ${count} activities to the 7-day portfolio history`;

export const DAILY_ACTIVITY_TOASTS = {
  updated: { title: 'Activity Updated', description: 'Daily activity has been updated successfully.' },
  updateFailed: { title: 'Update Failed', description: 'Failed to update daily activity.' },
  syncFailed: { title: 'Sync Failed', description: 'Failed to sync daily activities to portfolio history.' },
} as const;

/** Issue 28: a ticker already on the list is ignored, and the toast says so (not 'Activity Updated'). */
export const alreadyListedToast = (ticker: string, side: ActivitySide) => ({
  title: 'Already Listed',
  description: `${ticker} is already in ${SIDE_TEXTS[side].heading}.`,
});

export const syncCompleteToast = (count: number) => ({
  title: 'Sync Complete',
  description: `Synced ${count} activities to portfolio history.`,
});
