import { getDefaultStore, useAtomValue } from 'jotai';
import { useEffect, type RefObject } from 'react';
import { focusSymbolAtom } from '@tradeboard/runtime';

/**
 * The symbol the shell asked to focus (search, notification bell), or null. While it is set, the
 * element carrying `data-symbol="<symbol>"` inside `container` is scrolled into view; callers
 * highlight it (DataLayout does both). `ready` delays the scroll until the rows exist.
 */
export function useFocusedSymbol(container: RefObject<HTMLElement | null>, ready: boolean): string | null {
  const target = useAtomValue(focusSymbolAtom, { store: getDefaultStore() });
  useEffect(() => {
    if (!target || !ready) return;
    const element = Array.from(container.current?.querySelectorAll<HTMLElement>('[data-symbol]') ?? []).find(
      (candidate) => candidate.dataset.symbol === target.symbol,
    );
    element?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [target, ready, container]);
  return target?.symbol ?? null;
}
