import { useCallback, useState } from 'react';

interface DialogTargetState<T> {
  target: T | null;
  open: boolean;
  /** Counts openings, so a dialog's content can start fresh each time (use it as a key). */
  session: number;
}

/**
 * What a dialog shows, kept apart from whether it is open: closing only sets `open` to false, and
 * the target is forgotten once the closing transition has ended (`exited`, for the transition's
 * onExited), so the dialog does not flash empty while it fades out.
 */
export function useDialogTarget<T>() {
  const [state, setState] = useState<DialogTargetState<T>>({ target: null, open: false, session: 0 });
  const show = useCallback(
    (target: T) => setState((current) => ({ target, open: true, session: current.session + 1 })),
    [],
  );
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  const exited = useCallback(() => setState((current) => (current.open ? current : { ...current, target: null })), []);
  return { ...state, show, close, exited };
}
