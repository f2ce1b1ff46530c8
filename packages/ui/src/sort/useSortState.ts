import { useCallback, useState } from 'react';
import type { SortDirection } from './sortRows.js';

export interface SortState<K> {
  sortKey: K | null;
  sortDirection: SortDirection;
}

/** SPEC section 4: a click sorts ascending; a second click on the same column flips; default no sort. */
export function nextSortState<K>(state: SortState<K>, key: K): SortState<K> {
  if (state.sortKey === key) {
    return { sortKey: key, sortDirection: state.sortDirection === 'asc' ? 'desc' : 'asc' };
  }
  return { sortKey: key, sortDirection: 'asc' };
}

export function useSortState<K>(): SortState<K> & { toggleSort: (key: K) => void } {
  const [state, setState] = useState<SortState<K>>({ sortKey: null, sortDirection: 'asc' });
  const toggleSort = useCallback((key: K) => setState((current) => nextSortState(current, key)), []);
  return { ...state, toggleSort };
}
