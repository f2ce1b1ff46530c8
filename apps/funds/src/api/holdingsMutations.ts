/**
 * Writes on holdings (SPEC section 7), each with its toasts (SPEC section 8). Every write refetches
 * all holdings queries (every fund filter, and the heat map's Main Fund indicator).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Holding, HoldingsImportInput, HoldingsImportResult } from '@tradeboard/types';
import { queryKeys, requestJson } from '@tradeboard/ui';
import { useState } from 'react';
import { clearInBatches } from '../lib/holdings/clearInBatches';
import { TOASTS, importSucceededToast } from '../lib/messages';
import { useToasts } from './toasts';

const holdingUrl = (id: string) => `/api/holdings/${encodeURIComponent(id)}`;

function useRefetchHoldings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.holdings() });
}

export function useImportHoldings() {
  const refetch = useRefetchHoldings();
  const toasts = useToasts();
  return useMutation({
    mutationFn: (body: HoldingsImportInput) => requestJson<HoldingsImportResult>('POST', '/api/holdings/import', body),
    onSuccess: ({ results }) => {
      toasts.success(importSucceededToast(results));
      return refetch();
    },
    onError: () => toasts.failure(TOASTS.importFailed),
  });
}

/** dateOpened is MM/DD/YYYY, or null to clear it. */
export function useUpdateDateOpened() {
  const refetch = useRefetchHoldings();
  const toasts = useToasts();
  return useMutation({
    mutationFn: ({ id, dateOpened }: { id: string; dateOpened: string | null }) => requestJson<Holding>('PATCH', holdingUrl(id), { dateOpened }),
    onSuccess: () => {
      toasts.success(TOASTS.dateUpdated);
      return refetch();
    },
    onError: () => toasts.failure(TOASTS.dateUpdateFailed),
  });
}

export function useDeleteHolding() {
  const refetch = useRefetchHoldings();
  const toasts = useToasts();
  return useMutation({
    mutationFn: (id: string) => requestJson<unknown>('DELETE', holdingUrl(id)),
    onSuccess: () => {
      toasts.success(TOASTS.holdingDeleted);
      return refetch();
    },
    onError: () => toasts.failure(TOASTS.holdingDeleteFailed),
  });
}

export interface ClearProgress {
  deleted: number;
  total: number;
}

/** Clear All: deletes in batches of 5 with a 100 ms pause, reporting progress; refetches either way. */
export function useClearHoldings() {
  const refetch = useRefetchHoldings();
  const toasts = useToasts();
  const [progress, setProgress] = useState<ClearProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async (ids: readonly string[]) => {
      setProgress({ deleted: 0, total: ids.length });
      await clearInBatches(ids, {
        remove: (id) => requestJson<unknown>('DELETE', holdingUrl(id)),
        onProgress: (deleted, total) => setProgress({ deleted, total }),
      });
    },
    onSuccess: () => toasts.success(TOASTS.allCleared),
    onError: () => toasts.failure(TOASTS.clearFailed),
    onSettled: async () => {
      setProgress(null);
      await refetch();
    },
  });
  return { ...mutation, progress };
}
