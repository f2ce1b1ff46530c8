/**
 * Writes of the heat map module (SPEC section 7), each with its success and failure toast
 * (SPEC section 8). A stock write refreshes the watchlist only (`stockKeys.list`), never every
 * analysis history.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { Stock } from '@tradeboard/types';
import { stockKeys, stocksApi, useApiMutation } from '@tradeboard/ui';
import type { BotKey } from '../lib/bots.js';
import { TOASTS } from '../lib/messages.js';
import type { TrendUpdate } from '../lib/trendForm.js';

export function useAddStock() {
  return useApiMutation({
    mutationFn: (symbol: string) => stocksApi.create({ symbol }),
    invalidate: [stockKeys.list],
    success: TOASTS.stockAdded,
    failure: TOASTS.stockAddFailed,
  });
}

export function useRemoveStock() {
  return useApiMutation({
    mutationFn: (symbol: string) => stocksApi.remove(symbol),
    invalidate: [stockKeys.list],
    success: TOASTS.stockRemoved,
    failure: TOASTS.stockRemoveFailed,
  });
}

export function useUpdateTrend() {
  return useApiMutation({
    mutationFn: ({ symbol, update }: { symbol: string; update: TrendUpdate }) => stocksApi.update(symbol, update),
    invalidate: [stockKeys.list],
    success: TOASTS.stockUpdated,
    failure: TOASTS.stockUpdateFailed,
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
  return useApiMutation({
    mutationFn: ({ symbol, bot, inPosition }: BotToggle) => stocksApi.update(symbol, { [bot]: inPosition }),
    onMutate: async ({ symbol, bot, inPosition }: BotToggle) => {
      await queryClient.cancelQueries({ queryKey: stockKeys.list });
      const previous = queryClient.getQueryData<Stock[]>(stockKeys.list);
      queryClient.setQueryData<Stock[]>(stockKeys.list, (stocks) =>
        stocks?.map((stock) => (stock.symbol === symbol ? { ...stock, [bot]: inPosition } : stock)),
      );
      return { previous };
    },
    onError: (_error, _toggle, context) => {
      if (context?.previous) queryClient.setQueryData(stockKeys.list, context.previous);
    },
    invalidate: [stockKeys.list],
    invalidateOnError: true,
    success: TOASTS.botUpdated,
    failure: TOASTS.botUpdateFailed,
  });
}
