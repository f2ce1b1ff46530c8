import { getDefaultStore, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { toastsAtom } from './toastStore.js';
import type * as toastView from './ToastView.js';

type ToastViewModule = typeof toastView;

let loaded: ToastViewModule | undefined;
let loading: Promise<ToastViewModule> | undefined;

/**
 * Downloads the toast's snackbar (MUI's Snackbar and its transition) once. Not before the first
 * toast: a page that shows none, such as a cold /login, does not download it (issue 25). Tests
 * call it up front (testing/setup.ts), so a toast shows in the same render there.
 */
export function loadToastView(): Promise<ToastViewModule> {
  loading ??= import('./ToastView.js').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed download (offline) is tried again with the next toast.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Rendered once, by the shell. Shows the visible toast; timing is owned by the toast store. */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom, { store: getDefaultStore() });
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
