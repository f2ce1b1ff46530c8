/** Every toast and message of the funds module, word for word from SPEC sections 2, 5 and 8. */
import { UPLOAD_LIMITS } from '@tradeboard/types/core';
import type { ToastText } from '@tradeboard/ui';

const MB = 1024 * 1024;

export const TOASTS = {
  invalidFileType: { title: 'Invalid File Type', description: 'Please upload a CSV file.' },
  noData: { title: 'No Data Found', description: 'No valid holdings data found in the CSV.' },
  parseError: { title: 'Parse Error', description: 'Failed to parse CSV file.' },
  /** Ours: the spec sets no size limit; a 5 MB statement is far above any real one. */
  fileTooLarge: {
    title: 'File Too Large',
    description: `The CSV file must be at most ${UPLOAD_LIMITS.csvBytes / MB} MB.`,
  },
  importFailed: { title: 'Import Failed', description: 'Failed to import CSV data.' },
  dateUpdated: { title: 'Date Updated' },
  dateUpdateFailed: { title: 'Update Failed', description: 'Failed to update date opened.' },
  holdingDeleted: { title: 'Holding Deleted' },
  holdingDeleteFailed: { title: 'Delete Failed', description: 'Failed to delete holding.' },
  allCleared: { title: 'All Holdings Cleared' },
  clearFailed: { title: 'Clear Failed', description: 'Failed to clear holdings.' },
  pnlSaved: { title: 'Success', description: 'P&L data updated successfully' },
  pnlSaveFailed: { title: 'Error', description: 'Failed to update P&L data' },
  optionAdded: { title: 'Option position added successfully' },
  optionAddFailed: { title: 'Error', description: 'Failed to add option position' },
  optionDeleted: { title: 'Option position deleted successfully' },
  optionDeleteFailed: { title: 'Error', description: 'Failed to delete option position' },
} as const satisfies Record<string, ToastText>;

/** 'CSV Import Successful' with the API's counts. */
export function importSucceededToast(results: { updated: number; created: number; removed: number }): ToastText {
  return {
    title: 'CSV Import Successful',
    description: `Updated: ${results.updated}, New: ${results.created}, Removed: ${results.removed}`,
  };
}

export const EMPTY_TEXTS = {
  holdings: 'No holdings found. Upload a CSV to get started.',
  adminOptions: 'No options positions added yet.',
  studentOptions: 'No options positions available.',
  studentOptionsHint: 'Options will appear here when added by administrators.',
  /** Ours: the admin text without its upload hint (students cannot upload). */
  studentHoldings: 'No holdings found.',
  notSet: 'Not Set',
} as const;
