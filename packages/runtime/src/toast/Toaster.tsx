import { getDefaultStore, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { toastsAtom } from './toastStore.js';
import type * as toastView from './ToastView.js';

type ToastViewModule = typeof toastView;

let loaded: ToastViewModule | undefined;
let loading: Promise<ToastViewModule> | undefined;

/**
 * Downloads the toast's snackbar (MUI's Snackbar and its transition) once: when the page is idle
 * after start-up, or with the first toast if that comes sooner. Not on the first load's path (issue
 * 25). Tests call it up front (testing/setup.ts), so a toast shows in the same render there.
 */
export function loadToastView(): Promise<ToastViewModule> {
  loading ??= import(/* webpackChunkName: "toast-view" */ './ToastView.js').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed download (offline) is tried again with the next toast.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Fetches the toast's snackbar once the page is idle after start-up: off the first load's path, yet
 * in hand before it is needed, so a toast raised after the network dropped (a failed save) still shows.
 */
function prefetchWhenIdle(): () => void {
  if (loaded || typeof window === 'undefined') return () => {};
  const fetchView = () => void loadToastView().catch(() => {});
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(fetchView, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(fetchView, 2000);
  return () => window.clearTimeout(handle);
}

/** Rendered once, by the shell. Shows the visible toast; timing is owned by the toast store. */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom, { store: getDefaultStore() });
  useEffect(prefetchWhenIdle, []);
  // Nothing until the first toast, as the closed snackbar rendered nothing (a prerendered frame
  // has no toast, so hydration sees the same).
  const [view, setView] = useState<ToastViewModule | undefined>(() => loaded);
  const needed = toasts.length > 0 && !view;
  // On every change of the toasts while needed: a failed download is tried again with the next toast.
  useEffect(() => {
    if (!needed) return;
    let current = true;
    loadToastView().then(
      (module) => {
        if (current) setView(module);
      },
      (error: unknown) => console.error('The toast could not be shown', error),
    );
    return () => {
      current = false;
    };
  }, [needed, toasts]);
  return view ? <view.ToastView toasts={toasts} /> : null;
}
