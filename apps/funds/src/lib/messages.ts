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
  /** After 'Undo' in the delete's toast (issue 28). */
  holdingRestored: { title: 'Undone', description: 'The holding is back.' },
  holdingDeleteFailed: { title: 'Delete Failed', description: 'Failed to delete holding.' },
  allCleared: { title: 'All Holdings Cleared' },
  clearFailed: { title: 'Clear Failed', description: 'Failed to clear holdings.' },
  pnlSaved: { title: 'Success', description: 'P&L data updated successfully' },
  pnlSaveFailed: { title: 'Error', description: 'Failed to update P&L data' },
  optionAdded: { title: 'Option position added successfully' },
  optionAddFailed: { title: 'Error', description: 'Failed to add option position' },
  optionDeleted: { title: 'Option position deleted successfully' },
  optionRestored: { title: 'Undone', description: 'The option position is back.' },
  optionDeleteFailed: { title: 'Error', description: 'Failed to delete option position' },
} as const satisfies Record<string, ToastText>;

interface Counts {
  updated: number;
  created: number;
  removed: number;
}

/**
 * 'CSV Import Successful' with the API's counts: holdings, then on a second line the options
 * (when the import carried options or changed any).
 */
export function importSucceededToast(
  results: Counts & { options?: Counts },
  withOptions = (results.options?.created ?? 0) + (results.options?.updated ?? 0) + (results.options?.removed ?? 0) > 0,
): ToastText {
  const holdings = `Updated: ${results.updated}, New: ${results.created}, Removed: ${results.removed}`;
  const options = results.options;
  return {
    title: 'CSV Import Successful',
    description:
      withOptions && options
        ? `${holdings}\nOptions: ${options.created} new, ${options.updated} updated, ${options.removed} removed`
        : holdings,
  };
}

/** Ours (issue 27): the layouts the importer reads, named in 'No Data Found'. */
const SUPPORTED_LAYOUTS =
  'thinkorswim Position Statement, thinkorswim Account Statement, Interactive Brokers TWS portfolio, E*TRADE PortfolioDownload, Fidelity Portfolio_Positions, Schwab positions, or a CSV with Symbol, Quantity and Price columns';

/** 'No Data Found' / the spec's line, then which layouts are read and how this file began. */
export function noDataToast(text: string): ToastText {
  const firstLine =
    text
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .find((line) => line.trim() !== '') ?? '';
  const shown = firstLine.length > 80 ? `${firstLine.slice(0, 80)}…` : firstLine;
  return {
    title: TOASTS.noData.title,
    description: `${TOASTS.noData.description}\nReads: ${SUPPORTED_LAYOUTS}. This file's first line: ${shown ? `"${shown}"` : '(empty)'}.`,
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
