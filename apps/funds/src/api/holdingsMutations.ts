/**
 * Writes on holdings (SPEC section 7), each with its toasts (SPEC section 8). Every write refetches
 * all holdings queries (every fund filter, and the heat map's Main Fund indicator).
 */
import type { Holding, HoldingsImportInput } from '@tradeboard/types';
import {
  ApiError,
  holdingKeys,
  holdingsApi,
  optionKeys,
  readableErrorMessage,
  useApiMutation,
  type VersionedRef,
} from '@tradeboard/ui';
import { useState } from 'react';
import { clearInBatches } from '../lib/holdings/clearInBatches.js';
import { TOASTS, importSucceededToast } from '../lib/messages.js';

const invalidate = [holdingKeys.all];

/** The import writes holdings and, when the file has option lines, options: both are refetched. */
export const useImportHoldings = () =>
  useApiMutation({
    mutationFn: (body: HoldingsImportInput) => holdingsApi.import(body),
    invalidate: [holdingKeys.all, optionKeys.all],
    success: ({ results }, body) => importSucceededToast(results, body.options !== undefined),
    // 409: another import of the fund is running (the server says so); the preview stays open to try again.
    failure: (error) =>
      error instanceof ApiError && error.status === 409
        ? { title: TOASTS.importFailed.title, description: readableErrorMessage(error) }
        : TOASTS.importFailed,
  });

/** dateOpened is MM/DD/YYYY, or null to clear it; `holding` is the version edited (a 412 refreshes the list). */
export const useUpdateDateOpened = () =>
  useApiMutation({
    mutationFn: ({ holding, dateOpened }: { holding: VersionedRef; dateOpened: string | null }) =>
      holdingsApi.update(holding, { dateOpened }),
    invalidate,
    success: TOASTS.dateUpdated,
    failure: TOASTS.dateUpdateFailed,
  });

/** One click deletes; the toast's 'Undo' puts the row back as it was (its Date Opened too). */
export const useDeleteHolding = () =>
  useApiMutation({
    mutationFn: (holding: Holding) => holdingsApi.remove(holding.id),
    invalidate,
    success: TOASTS.holdingDeleted,
    failure: TOASTS.holdingDeleteFailed,
    undo: { restore: (holding) => holdingsApi.restore(holding), done: TOASTS.holdingRestored },
  });

export interface ClearProgress {
  deleted: number;
  total: number;
}

/** Clear All: deletes in batches of 5 with a 100 ms pause, reporting progress; refetches either way. */
export function useClearHoldings() {
  const [progress, setProgress] = useState<ClearProgress | null>(null);
  const mutation = useApiMutation({
    mutationFn: async (ids: readonly string[]) => {
      setProgress({ deleted: 0, total: ids.length });
      await clearInBatches(ids, {
        remove: (id) => holdingsApi.remove(id),
        onProgress: (deleted, total) => setProgress({ deleted, total }),
      });
    },
    invalidate,
    invalidateOnError: true,
    success: TOASTS.allCleared,
    failure: TOASTS.clearFailed,
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
