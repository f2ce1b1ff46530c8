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

/** The form's stock as it was read (its version goes out as If-Match). */
export type StockRef = Pick<Stock, 'symbol' | 'version'>;

/** `onStale`: the stock changed elsewhere since the form was filled; refill the form with it. */
export function useUpdateTrend({ onStale }: { onStale?: (current: Stock | null) => void } = {}) {
  return useApiMutation({
    mutationFn: ({ stock, update }: { stock: StockRef; update: TrendUpdate }) => stocksApi.update(stock, update),
    onStale: (current) => onStale?.(current as Stock | null),
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

/**
 * A bot switch saves at once; the cached list flips immediately and rolls back if the save fails.
 * Switches go out one after another, each with the version the list shows when it is sent (the
 * previous switch's answer is put in the list first), so quick flips of one card never refuse each other.
 */
export function useToggleBot() {
  const queryClient = useQueryClient();
  const shownVersion = (symbol: string) =>
    queryClient.getQueryData<Stock[]>(stockKeys.list)?.find((stock) => stock.symbol === symbol)?.version ?? 1;
  return useApiMutation({
    scope: { id: 'bot-switches' },
    mutationFn: ({ symbol, bot, inPosition }: BotToggle) =>
      stocksApi.update({ symbol, version: shownVersion(symbol) }, { [bot]: inPosition }),
    onSuccess: (saved: Stock) =>
      queryClient.setQueryData<Stock[]>(stockKeys.list, (stocks) =>
        stocks?.map((stock) => (stock.symbol === saved.symbol ? saved : stock)),
      ),
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
