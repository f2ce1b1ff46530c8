/**
 * Writes of the flow module (SPEC section 7) with their toasts (SPEC section 8). Flow alert saves and
 * deletes show no message on failure (SPEC section 8): their callers keep the form open instead; on
 * success they say so (issue 28), and a delete's toast offers 'Undo'.
 */
import { useQueryClient } from '@tanstack/react-query';
import type {
  FlowHolding,
  FlowHoldingCreateInput,
  ManualPnl,
  UnusualFlow,
  UnusualFlowCreateInput,
} from '@tradeboard/types';
import { FLOW_FUND } from '@tradeboard/types/core';
import {
  flowHoldingKeys,
  flowHoldingsApi,
  manualPnlApi,
  manualPnlKeys,
  unusualFlowApi,
  unusualFlowKeys,
  useApiMutation,
  type VersionedRef,
} from '@tradeboard/ui';
import { TOASTS } from '../lib/messages.js';

/** Every unusual-flow list (the alerts, the bell's list) reads the new state. */
const alerts = [unusualFlowKeys.list];
const holdings = [flowHoldingKeys.list];

/**
 * `record`: the alert as the edit form was filled from it (null: a new alert). `onStale`: it changed
 * elsewhere meanwhile; the form shows it (a 412 is said even here, unlike other failures).
 */
export const useSaveAlert = (onStale?: (current: UnusualFlow | null) => void) =>
  useApiMutation({
    mutationFn: ({ record, body }: { record: VersionedRef | null; body: UnusualFlowCreateInput }) =>
      record === null ? unusualFlowApi.create(body) : unusualFlowApi.update(record, body),
    onStale: (current) => onStale?.(current as UnusualFlow | null),
    invalidate: alerts,
    success: (_saved, { record }) => (record === null ? TOASTS.alertAdded : TOASTS.alertUpdated),
  });

/** One click deletes; the toast's 'Undo' puts the alert back as it was. */
export const useDeleteAlert = () =>
  useApiMutation({
    mutationFn: (alert: UnusualFlow) => unusualFlowApi.remove(alert.id),
    invalidate: alerts,
    success: TOASTS.alertDeleted,
    undo: { restore: (alert) => unusualFlowApi.restore(alert), done: TOASTS.alertRestored },
  });

export const useAddHolding = () =>
  useApiMutation({
    mutationFn: (body: FlowHoldingCreateInput) => flowHoldingsApi.create(body),
    invalidate: holdings,
    success: TOASTS.positionAdded,
    failure: TOASTS.positionAddFailed,
  });

export const useUpdateHolding = (onStale?: (current: FlowHolding | null) => void) =>
  useApiMutation({
    mutationFn: ({ record, body }: { record: VersionedRef; body: FlowHoldingCreateInput }) =>
      flowHoldingsApi.update(record, body),
    onStale: (current) => onStale?.(current as FlowHolding | null),
    invalidate: holdings,
    success: TOASTS.positionUpdated,
    failure: TOASTS.positionUpdateFailed,
  });

export const useDeleteHolding = () =>
  useApiMutation({
    mutationFn: (position: FlowHolding) => flowHoldingsApi.remove(position.id),
    invalidate: holdings,
    success: TOASTS.positionDeleted,
    failure: TOASTS.positionDeleteFailed,
    // After the spec's confirmation, the toast can still take it back.
    undo: { restore: (position) => flowHoldingsApi.restore(position), done: TOASTS.positionRestored },
  });

export interface FlowPnlFigures {
  ytdPnl: number | null;
  ytdPnlPercent: number | null;
}

/** Saved as the manual P&L of fund FLOW: created when none exists, else updated (SPEC section 4). */
export function useSaveFlowPnl(onStale?: (current: ManualPnl | null) => void) {
  const queryClient = useQueryClient();
  return useApiMutation({
    onStale: (current) => onStale?.(current as ManualPnl | null),
    mutationFn: ({ existing, figures }: { existing: ManualPnl | null; figures: FlowPnlFigures }) =>
      manualPnlApi.saveRecord(existing, { fund: FLOW_FUND, ...figures }),
    // The card shows the saved figures at once, before the refetch answers.
    onSuccess: (saved) => queryClient.setQueryData(manualPnlKeys.fund(FLOW_FUND), saved),
    invalidate: [manualPnlKeys.fund(FLOW_FUND)],
    success: TOASTS.pnlUpdated,
    failure: TOASTS.pnlUpdateFailed,
  });
}
