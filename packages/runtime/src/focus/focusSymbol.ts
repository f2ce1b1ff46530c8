/**
 * Search and the notification bell point at a stock: the shell sets `focusSymbolAtom` and clears
 * it after 1000 ms (SPEC section 9). Modules scroll that stock into view and highlight it while
 * set. `nonce` changes on every request so the same symbol can be focused twice in a row.
 */
import { UI_TIMINGS_MS } from '@tradeboard/types/core';
import { atom, getDefaultStore } from 'jotai';

export interface FocusTarget {
  symbol: string;
  nonce: number;
}

export const FOCUS_HIGHLIGHT_MS = UI_TIMINGS_MS.focusHighlight;

export const focusSymbolAtom = atom<FocusTarget | null>(null);

let nonce = 0;

/** Set the focus target and clear it after 1000 ms (unless a newer request replaced it). */
export function requestFocusSymbol(symbol: string): FocusTarget {
  const store = getDefaultStore();
  nonce += 1;
  const target: FocusTarget = { symbol: symbol.toUpperCase(), nonce };
  store.set(focusSymbolAtom, target);
  setTimeout(() => {
    if (store.get(focusSymbolAtom)?.nonce === target.nonce) store.set(focusSymbolAtom, null);
  }, FOCUS_HIGHLIGHT_MS);
  return target;
}
