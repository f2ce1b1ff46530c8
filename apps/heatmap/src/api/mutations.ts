/**
 * Writes of the heat map module (SPEC section 7), each with its success and failure toast
 * (SPEC section 8). After a write the stocks list is refetched so every view shows the change.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Stock, StockUpdateInput } from '@tradeboard/types';
import { queryKeys, requestJson, useToast } from '@tradeboard/ui';
import type { BotKey } from '../lib/bots';
import { TOASTS, type ToastText } from '../lib/messages';
import type { TrendUpdate } from '../lib/trendForm';

const stockUrl = (symbol: string) => `/api/stocks/${encodeURIComponent(symbol)}`;

export function patchStock(symbol: string, update: StockUpdateInput): Promise<Stock> {
  return requestJson<Stock>('PATCH', stockUrl(symbol), update);
}

function refetchStocks(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.stocks });
}

function useToasts() {
  const { toast } = useToast();
  return {
    success: (text: ToastText) => toast({ ...text, variant: 'success' }),
    failure: (text: ToastText) => toast({ ...text, variant: 'destructive' }),
  };
}

export function useAddStock() {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  return useMutation({
    mutationFn: (symbol: string) => requestJson<Stock>('POST', '/api/stocks', { symbol }),
    onSuccess: () => {
      toasts.success(TOASTS.stockAdded);
      return refetchStocks(queryClient);
    },
    onError: () => toasts.failure(TOASTS.stockAddFailed),
  });
}

export function useRemoveStock() {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  return useMutation({
    mutationFn: (symbol: string) => requestJson<unknown>('DELETE', stockUrl(symbol)),
    onSuccess: () => {
      toasts.success(TOASTS.stockRemoved);
      return refetchStocks(queryClient);
    },
    onError: () => toasts.failure(TOASTS.stockRemoveFailed),
  });
}

export function useUpdateTrend() {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  return useMutation({
    mutationFn: ({ symbol, update }: { symbol: string; update: TrendUpdate }) => patchStock(symbol, update),
    onSuccess: () => {
      toasts.success(TOASTS.stockUpdated);
      return refetchStocks(queryClient);
    },
    onError: () => toasts.failure(TOASTS.stockUpdateFailed),
  });
}

interface BotToggle {
  symbol: string;
  bot: BotKey;
  inPosition: boolean;
}

/** A bot switch saves at once; the cached list flips immediately and rolls back if the save fails. */
export function useToggleBot() {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  return useMutation({
    mutationFn: ({ symbol, bot, inPosition }: BotToggle) => patchStock(symbol, { [bot]: inPosition }),
    onMutate: async ({ symbol, bot, inPosition }: BotToggle) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.stocks });
      const previous = queryClient.getQueryData<Stock[]>(queryKeys.stocks);
      queryClient.setQueryData<Stock[]>(queryKeys.stocks, (stocks) =>
        stocks?.map((stock) => (stock.symbol === symbol ? { ...stock, [bot]: inPosition } : stock)),
      );
      return { previous };
    },
    onSuccess: () => toasts.success(TOASTS.botUpdated),
    onError: (_error, _toggle, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.stocks, context.previous);
      toasts.failure(TOASTS.botUpdateFailed);
    },
    onSettled: () => refetchStocks(queryClient),
  });
}
