/** Every text of the Next Session Trades box, word for word from SPEC "Next Session Trades box" and section 8. */
import type { NextSessionAction } from '@tradeboard/types/core';

export const NEXT_SESSION_TEXTS = {
  title: 'Next Session Trades',
  previewOnly: 'Preview Only',
  loading: 'Loading next session trades...',
  fetchFailed: 'Failed to fetch next session trades',
  actionLabel: 'Action',
  tickerLabel: 'Ticker',
  addButtonLabel: 'Add next session trade',
} as const;

export const ACTION_TEXTS: Record<NextSessionAction, { heading: string; empty: string; toggle: string }> = {
  add: { heading: 'Positions to Add', empty: 'No positions to add', toggle: 'Add' },
  remove: { heading: 'Positions to Remove', empty: 'No positions to remove', toggle: 'Remove' },
};

export const NEXT_SESSION_TOASTS = {
  added: { title: 'Next session trade added successfully' },
  addFailed: { title: 'Error', description: 'Failed to add next session trade' },
  removed: { title: 'Next session trade removed successfully' },
  removeFailed: { title: 'Error', description: 'Failed to remove next session trade' },
} as const;
