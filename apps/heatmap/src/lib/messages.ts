/** Every user-facing toast of the heat map module, word for word from SPEC sections 5 and 8. */
import type { ToastText } from '@tradeboard/ui';

export const TOASTS = {
  invalidTrendUpdate: {
    title: 'Invalid Input',
    description: 'Please select a stock and at least one field to update.',
  },
  emptySymbol: { title: 'Invalid Input', description: 'Please enter a stock symbol.' },
  stockUpdated: { title: 'Stock Updated', description: 'Stock data has been updated successfully' },
  stockUpdateFailed: { title: 'Update Failed', description: 'Failed to update stock data.' },
  stockAdded: { title: 'Stock Added', description: 'New stock has been added to watchlist' },
  stockAddFailed: { title: 'Add Failed', description: 'Failed to add stock to watchlist.' },
  stockRemoved: { title: 'Stock Removed', description: 'Stock has been removed from watchlist' },
  stockRemoveFailed: { title: 'Remove Failed', description: 'Failed to remove stock from watchlist.' },
  botUpdated: { title: 'Bot Position Updated', description: 'Bot position has been saved successfully.' },
  botUpdateFailed: { title: 'Update Failed', description: 'Failed to update bot position.' },
  imageUploaded: { title: 'Image Uploaded', description: 'Analysis chart has been uploaded successfully' },
  imageUploadFailed: { title: 'Upload Failed', description: 'Failed to upload image. Please try again.' },
  analysisUpdateFailed: {
    title: 'Update Failed',
    description: 'Failed to update technical analysis. Please try again.',
  },
} as const satisfies Record<string, ToastText>;

/** 'Analysis Updated' names the stock it was saved for. */
export function analysisUpdatedToast(symbol: string): ToastText {
  return { title: 'Analysis Updated', description: `Technical analysis for ${symbol} has been updated successfully` };
}
