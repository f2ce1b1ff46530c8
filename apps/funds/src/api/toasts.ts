import { useToast } from '@tradeboard/ui';
import type { ToastText } from '../lib/messages';

/** Success and failure toasts with the spec's variants. */
export function useToasts() {
  const { toast } = useToast();
  return {
    success: (text: ToastText) => toast({ ...text, variant: 'success' }),
    failure: (text: ToastText) => toast({ ...text, variant: 'destructive' }),
  };
}
