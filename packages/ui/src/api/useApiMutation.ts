/**
 * The one write helper: a react-query mutation that shows the spec's toast on success and on
 * failure (SPEC section 8) and refreshes the query families the write changed.
 *
 *   const addStock = useApiMutation({
 *     mutationFn: (symbol: string) => stocksApi.create({ symbol }),
 *     invalidate: [stockKeys.list],
 *     success: TOASTS.stockAdded,
 *     failure: TOASTS.stockAddFailed,
 *   });
 */
import { useMutation, useQueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import { toast, type ToastInput } from '../toast/toastStore.js';

/** Title and description of a toast; the variant comes from where it is used. */
export type ToastText = Omit<ToastInput, 'variant'>;

export interface ApiMutationOptions<TData, TVariables, TContext = unknown> extends Omit<
  UseMutationOptions<TData, Error, TVariables, TContext>,
  'onSuccess' | 'onError'
> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Key families to refresh after a successful write (a function when they depend on the write). */
  invalidate?: readonly QueryKey[] | ((variables: TVariables, data: TData | undefined) => readonly QueryKey[]);
  /** Refresh the families after a failed write too (optimistic updates put back the server's state). */
  invalidateOnError?: boolean;
  /** Success toast, e.g. TOASTS.stockAdded; left out: no toast. */
  success?: ToastText | ((data: TData, variables: TVariables) => ToastText);
  /** Destructive toast, e.g. TOASTS.stockAddFailed; left out: no toast. */
  failure?: ToastText | ((error: Error, variables: TVariables) => ToastText);
  onSuccess?: (data: TData, variables: TVariables, context: TContext | undefined) => unknown;
  onError?: (error: Error, variables: TVariables, context: TContext | undefined) => unknown;
}

export function useApiMutation<TData, TVariables = void, TContext = unknown>({
  invalidate = [],
  invalidateOnError = false,
  success,
  failure,
  onSuccess,
  onError,
  ...options
}: ApiMutationOptions<TData, TVariables, TContext>) {
  const queryClient = useQueryClient();
  const refresh = (variables: TVariables, data: TData | undefined) => {
    const keys = typeof invalidate === 'function' ? invalidate(variables, data) : invalidate;
    return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
  return useMutation<TData, Error, TVariables, TContext>({
    ...options,
    onSuccess: async (data, variables, context) => {
      if (success)
        toast({ ...(typeof success === 'function' ? success(data, variables) : success), variant: 'success' });
      await onSuccess?.(data, variables, context);
      await refresh(variables, data);
    },
    onError: async (error, variables, context) => {
      if (failure)
        toast({ ...(typeof failure === 'function' ? failure(error, variables) : failure), variant: 'destructive' });
      await onError?.(error, variables, context);
      if (invalidateOnError) await refresh(variables, undefined);
    },
  });
}
