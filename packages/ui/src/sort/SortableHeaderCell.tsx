import { TableCell, TableSortLabel, type TableCellProps } from '@mui/material';
import type { ReactNode } from 'react';
import type { SortDirection } from './sortRows.js';

export interface SortableHeaderCellProps<K> {
  sortKey: K;
  activeKey: K | null;
  direction: SortDirection;
  onSort: (key: K) => void;
  children: ReactNode;
  align?: TableCellProps['align'];
}

/** A table header cell that sorts its column on click (with aria-sort for assistive tech). */
export function SortableHeaderCell<K>({
  sortKey,
  activeKey,
  direction,
  onSort,
  children,
  align,
}: SortableHeaderCellProps<K>) {
  const active = activeKey === sortKey;
  return (
    <TableCell
      align={align}
      sortDirection={active ? direction : false}
      aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <TableSortLabel active={active} direction={active ? direction : 'asc'} onClick={() => onSort(sortKey)}>
        {children}
      </TableSortLabel>
    </TableCell>
  );
}
