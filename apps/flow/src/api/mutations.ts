/**
 * Writes of the flow module (SPEC section 7) with their toasts (SPEC section 8). Flow alert saves and
 * deletes show no message on failure (SPEC section 8): their callers keep the form open instead.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { FlowHoldingCreateInput, ManualPnl, UnusualFlowCreateInput } from '@tradeboard/types';
import { FLOW_FUND } from '@tradeboard/types/core';
import {
  flowHoldingKeys,
  flowHoldingsApi,
  manualPnlApi,
  manualPnlKeys,
  unusualFlowApi,
  unusualFlowKeys,
  useApiMutation,
} from '@tradeboard/ui';
import { TOASTS } from '../lib/messages.js';

/** Every unusual-flow list (the alerts, the bell's list) reads the new state. */
const alerts = [unusualFlowKeys.list];
const holdings = [flowHoldingKeys.list];

export const useSaveAlert = () =>
  useApiMutation({
    mutationFn: ({ id, body }: { id: string | null; body: UnusualFlowCreateInput }) =>
      id === null ? unusualFlowApi.create(body) : unusualFlowApi.update(id, body),
    invalidate: alerts,
  });

export const useDeleteAlert = () =>
  useApiMutation({ mutationFn: (id: string) => unusualFlowApi.remove(id), invalidate: alerts });

export const useAddHolding = () =>
  useApiMutation({
    mutationFn: (body: FlowHoldingCreateInput) => flowHoldingsApi.create(body),
    invalidate: holdings,
    success: TOASTS.positionAdded,
    failure: TOASTS.positionAddFailed,
  });

export const useUpdateHolding = () =>
  useApiMutation({
    mutationFn: ({ id, body }: { id: string; body: FlowHoldingCreateInput }) => flowHoldingsApi.update(id, body),
    invalidate: holdings,
    success: TOASTS.positionUpdated,
    failure: TOASTS.positionUpdateFailed,
  });

export const useDeleteHolding = () =>
  useApiMutation({
    mutationFn: (id: string) => flowHoldingsApi.remove(id),
    invalidate: holdings,
    success: TOASTS.positionDeleted,
    failure: TOASTS.positionDeleteFailed,
  });

export interface FlowPnlFigures {
  ytdPnl: number | null;
  ytdPnlPercent: number | null;
}

/** Saved as the manual P&L of fund FLOW: created when none exists, else updated (SPEC section 4). */
export function useSaveFlowPnl() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: ({ existing, figures }: { existing: ManualPnl | null; figures: FlowPnlFigures }) =>
      manualPnlApi.saveRecord(existing, { fund: FLOW_FUND, ...figures }),
    // The card shows the saved figures at once, before the refetch answers.
    onSuccess: (saved) => queryClient.setQueryData(manualPnlKeys.fund(FLOW_FUND), saved),
    invalidate: [manualPnlKeys.fund(FLOW_FUND)],
    success: TOASTS.pnlUpdated,
    failure: TOASTS.pnlUpdateFailed,
  });
}
