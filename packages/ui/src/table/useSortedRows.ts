import { useMemo } from 'react';
import { sortRows } from '../sort/sortRows.js';
import { useSortState } from '../sort/useSortState.js';
import type { SortControl, SortValueOf } from './column.js';

/**
 * Sort state shared by a table and its cards, and the rows in that order (none by default, empty
 * values last). Keep `sortValue` stable (module-level or useCallback), or rows re-sort every render.
 */
export function useSortedRows<Row, K extends string>(
  rows: readonly Row[] | undefined,
  sortValue: SortValueOf<Row, K>,
): { rows: Row[]; sort: SortControl<K> } {
  const sort = useSortState<K>();
  const { sortKey, sortDirection } = sort;
  const sorted = useMemo(
    () => sortRows(rows ?? [], sortKey, sortDirection, sortValue),
    [rows, sortKey, sortDirection, sortValue],
  );
  return { rows: sorted, sort };
}
