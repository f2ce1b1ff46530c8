/**
 * Toast queue (SPEC section 9): one toast visible at a time, shown 5000 ms, a dismissed toast
 * purged after 1000000 ms. State lives in jotai's DEFAULT store, because every parcel is its own
 * React root and jotai is a shared singleton: a toast raised in any module shows in the shell's
 * single <Toaster/>.
 */
import { TOAST_LIMIT as SPEC_TOAST_LIMIT, UI_TIMINGS_MS } from '@tradeboard/types/core';
import { atom, getDefaultStore } from 'jotai';

export type ToastVariant = 'default' | 'success' | 'destructive';

/** A button in the toast, such as 'Undo': it works while the toast shows, then the toast closes. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
}

export interface ToastItem extends Required<Pick<ToastInput, 'title'>> {
  id: string;
  description?: string;
  variant: ToastVariant;
  action?: ToastAction;
  open: boolean;
}

export const TOAST_LIMIT = SPEC_TOAST_LIMIT;
export const TOAST_DURATION_MS = UI_TIMINGS_MS.toastDuration;
export const TOAST_REMOVE_DELAY_MS = UI_TIMINGS_MS.toastRemoveDelay;

export const toastsAtom = atom<ToastItem[]>([]);

let counter = 0;
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function store() {
  return getDefaultStore();
}

function update(change: (toasts: ToastItem[]) => ToastItem[]): void {
  store().set(toastsAtom, change(store().get(toastsAtom)));
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      update((toasts) => toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Hide a toast (or all when no id); it is purged later. */
export function dismissToast(id?: string): void {
  update((toasts) => toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  for (const item of store().get(toastsAtom)) {
    if (id === undefined || item.id === id) scheduleRemoval(item.id);
  }
}

/** Show a toast; the newest replaces the visible one. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const item: ToastItem = {
    id,
    title: input.title,
    ...(input.description !== undefined ? { description: input.description } : {}),
    variant: input.variant ?? 'default',
    ...(input.action ? { action: input.action } : {}),
    open: true,
  };
  update((toasts) => [item, ...toasts].slice(0, TOAST_LIMIT));
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return { id, dismiss: () => dismissToast(id) };
}
