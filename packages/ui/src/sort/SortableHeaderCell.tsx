import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { TableCellProps } from '@mui/material/TableCell';
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

/**
 * A table header cell that sorts its column on a click anywhere in the cell (issue 28: not only
 * on its label), with aria-sort for assistive tech; the label stays the keyboard's button.
 */
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
      onClick={() => onSort(sortKey)}
      sx={{ cursor: 'pointer', userSelect: 'none' }}
    >
      <TableSortLabel
        active={active}
        direction={active ? direction : 'asc'}
        onClick={(event) => {
          // The label's click (or Enter, Space) sorts once: it does not reach the cell too.
          event.stopPropagation();
          onSort(sortKey);
        }}
      >
        {children}
      </TableSortLabel>
    </TableCell>
  );
}
