import { getDefaultStore, useAtomValue } from 'jotai';
import { dismissToast, toast, toastsAtom, type ToastItem } from './toastStore.js';

/** `const { toast } = useToast(); toast({ title, description, variant: 'destructive' })`. */
export function useToast(): { toast: typeof toast; dismiss: typeof dismissToast; toasts: ToastItem[] } {
  const toasts = useAtomValue(toastsAtom, { store: getDefaultStore() });
  return { toast, dismiss: dismissToast, toasts };
}
