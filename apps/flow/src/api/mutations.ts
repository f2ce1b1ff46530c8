/**
 * Writes of the flow module (SPEC section 7) with their toasts (SPEC section 8). Flow alert saves and
 * deletes show no message on failure (SPEC section 8): their callers keep the form open instead.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FlowHolding, FlowHoldingCreateInput, ManualPnl, UnusualFlow, UnusualFlowCreateInput } from '@tradeboard/types';
import { FLOW_FUND } from '@tradeboard/types/core';
import { queryKeys, requestJson, toast } from '@tradeboard/ui';
import { TOASTS, type ToastText } from '../lib/messages.js';

const success = (text: ToastText) => toast({ ...text, variant: 'success' });
const failure = (text: ToastText) => toast({ ...text, variant: 'destructive' });

/** Every unusual-flow list (the alerts, the bell's list) reads the new state. */
const refreshAlerts = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.unusualFlow });
const refreshHoldings = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.flowHoldings });

export function useSaveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: UnusualFlowCreateInput }) =>
      id === null
        ? requestJson<UnusualFlow>('POST', '/api/unusual-flow', body)
        : requestJson<UnusualFlow>('PATCH', `/api/unusual-flow/${encodeURIComponent(id)}`, body),
    onSuccess: () => refreshAlerts(queryClient),
  });
}

export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => requestJson<null>('DELETE', `/api/unusual-flow/${encodeURIComponent(id)}`),
    onSuccess: () => refreshAlerts(queryClient),
  });
}

export function useAddHolding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FlowHoldingCreateInput) => requestJson<FlowHolding>('POST', '/api/flow-holdings', body),
    onSuccess: () => {
      success(TOASTS.positionAdded);
      return refreshHoldings(queryClient);
    },
    onError: () => failure(TOASTS.positionAddFailed),
  });
}

export function useUpdateHolding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: FlowHoldingCreateInput }) =>
      requestJson<FlowHolding>('PATCH', `/api/flow-holdings/${encodeURIComponent(id)}`, body),
    onSuccess: () => {
      success(TOASTS.positionUpdated);
      return refreshHoldings(queryClient);
    },
    onError: () => failure(TOASTS.positionUpdateFailed),
  });
}

export function useDeleteHolding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => requestJson<null>('DELETE', `/api/flow-holdings/${encodeURIComponent(id)}`),
    onSuccess: () => {
      success(TOASTS.positionDeleted);
      return refreshHoldings(queryClient);
    },
    onError: () => failure(TOASTS.positionDeleteFailed),
  });
}

export interface FlowPnlFigures {
  ytdPnl: number | null;
  ytdPnlPercent: number | null;
}

/** Saved as the manual P&L of fund FLOW: created when none exists, else updated (SPEC section 4). */
export function useSaveFlowPnl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ existing, figures }: { existing: ManualPnl | null; figures: FlowPnlFigures }) => {
      const body = { fund: FLOW_FUND, ...figures };
      return existing
        ? requestJson<ManualPnl>('PATCH', `/api/manual-pnl/${encodeURIComponent(existing.id)}`, body)
        : requestJson<ManualPnl>('POST', '/api/manual-pnl', body);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.manualPnl(FLOW_FUND), saved);
      success(TOASTS.pnlUpdated);
      return queryClient.invalidateQueries({ queryKey: queryKeys.manualPnl(FLOW_FUND) });
    },
    onError: () => failure(TOASTS.pnlUpdateFailed),
  });
}
