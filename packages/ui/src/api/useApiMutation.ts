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
 *
 * An edit sent with the record's version (the resources' `update(record, body)` send If-Match) that
 * the API refuses with 412, because someone changed the record since, shows the failure's title with
 * "This was changed elsewhere; your change was not saved", refreshes the key families so lists show
 * the fresh values, and hands the current record to `onStale` (an open edit form shows it).
 */
import { useMutation, useQueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import { STALE_WRITE_MESSAGE } from '@tradeboard/types/core';
import { toast, type ToastInput } from '@tradeboard/runtime';
import { ApiError, currentRecordOf, isStaleWrite, messageFromBody, readableErrorMessage } from './apiRequest.js';

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
  /** After a 412: the record as it is now (null if the API sent none), e.g. to refill an open form. */
  onStale?: (current: unknown, variables: TVariables) => unknown;
  /**
   * A delete that can be taken back: the success toast gets an 'Undo' button for as long as it shows
   * (5 s). `restore` puts the row back; then the key families refresh and `done` is toasted.
   */
  undo?: { restore: (variables: TVariables) => Promise<unknown>; done: ToastText };
}

/** Title of the toast when an undo could not put the row back (the server's reason below it). */
export const UNDO_FAILED_TITLE = 'Undo Failed';

/** A refusal the person can act on: bad values (400), a clash (409), too large (413), unprocessable (422). */
const EXPLAINED_REFUSALS = new Set([400, 409, 413, 422]);

/**
 * The spec's failure toast, plus the server's reason as a second line when it refused the values
 * sent ('Strike must be at most 1,000,000,000,000', 'AAPL is already on the watchlist'); issue 28.
 */
function withServerReason(text: ToastText, error: unknown): ToastText {
  if (!(error instanceof ApiError) || !EXPLAINED_REFUSALS.has(error.status)) return text;
  const reason = messageFromBody(error.body);
  if (!reason || text.description?.includes(reason)) return text;
  return { ...text, description: text.description ? `${text.description}\n${reason}` : reason };
}

/** Title of the 412 toast when the mutation has no failure toast of its own. */
export const STALE_WRITE_TITLE = 'Not Saved';

export function useApiMutation<TData, TVariables = void, TContext = unknown>({
  invalidate = [],
  invalidateOnError = false,
  success,
  failure,
  onSuccess,
  onError,
  onStale,
  undo,
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
      const undoAction = undo && {
        label: 'Undo',
        onClick: () =>
          void undo
            .restore(variables)
            .then(
              () => toast({ ...undo.done, variant: 'success' }),
              (error: unknown) =>
                toast({ title: UNDO_FAILED_TITLE, description: readableErrorMessage(error), variant: 'destructive' }),
            )
            .finally(() => refresh(variables, undefined)),
      };
      if (success)
        toast({
          ...(typeof success === 'function' ? success(data, variables) : success),
          ...(undoAction ? { action: undoAction } : {}),
          variant: 'success',
        });
      await onSuccess?.(data, variables, context);
      await refresh(variables, data);
    },
    onError: async (error, variables, context) => {
      const failureText = typeof failure === 'function' ? failure(error, variables) : failure;
      if (isStaleWrite(error)) {
        toast({
          title: failureText?.title ?? STALE_WRITE_TITLE,
          description: STALE_WRITE_MESSAGE,
          variant: 'destructive',
        });
      } else if (failureText) toast({ ...withServerReason(failureText, error), variant: 'destructive' });
      await onError?.(error, variables, context);
      if (isStaleWrite(error)) await onStale?.(currentRecordOf(error), variables);
      if (invalidateOnError || isStaleWrite(error)) await refresh(variables, undefined);
    },
  });
}
