import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OptionPosition } from '@tradeboard/types';
import type { Fund } from '@tradeboard/types/core';
import { queryKeys, requestJson } from '@tradeboard/ui';
import { TOASTS } from '../lib/messages';
import { optionCreateBody, type OptionFormValues } from '../lib/options/optionForm';
import { useToasts } from './toasts';

function useRefetchOptions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.options() });
}

export function useAddOption(fund: Fund) {
  const refetch = useRefetchOptions();
  const toasts = useToasts();
  return useMutation({
    mutationFn: (values: OptionFormValues) => requestJson<OptionPosition>('POST', '/api/options', optionCreateBody(fund, values)),
    onSuccess: () => {
      toasts.success(TOASTS.optionAdded);
      return refetch();
    },
    onError: () => toasts.failure(TOASTS.optionAddFailed),
  });
}

export function useDeleteOption() {
  const refetch = useRefetchOptions();
  const toasts = useToasts();
  return useMutation({
    mutationFn: (id: string) => requestJson<unknown>('DELETE', `/api/options/${encodeURIComponent(id)}`),
    onSuccess: () => {
      toasts.success(TOASTS.optionDeleted);
      return refetch();
    },
    onError: () => toasts.failure(TOASTS.optionDeleteFailed),
  });
}
