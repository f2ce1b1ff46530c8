import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManualPnl } from '@tradeboard/types';
import type { Fund } from '@tradeboard/types/core';
import { queryKeys, requestJson } from '@tradeboard/ui';
import { TOASTS } from '../lib/messages';
import { pnlSaveRequest, type PnlFormValues } from '../lib/pnl/pnlForm';
import { useToasts } from './toasts';

/** Save creates the fund's record when there is none, else updates it; then the record is read again. */
export function useSavePnl(fund: Fund) {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  return useMutation({
    mutationFn: ({ existing, values }: { existing: ManualPnl | null | undefined; values: PnlFormValues }) => {
      const request = pnlSaveRequest(fund, existing, values);
      return requestJson<ManualPnl>(request.method, request.url, request.body);
    },
    onSuccess: () => {
      toasts.success(TOASTS.pnlSaved);
      return queryClient.invalidateQueries({ queryKey: queryKeys.manualPnl(fund) });
    },
    onError: () => toasts.failure(TOASTS.pnlSaveFailed),
  });
}
