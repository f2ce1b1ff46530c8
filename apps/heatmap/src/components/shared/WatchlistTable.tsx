import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { Stock } from '@tradeboard/types';
import { SortableHeaderCell } from '@tradeboard/ui';
import type { ReactNode } from 'react';
import type { WatchlistSortKey } from '../../lib/watchlistSort';
import { focusHighlight } from './highlight';
import type { WatchlistSort } from './useSortedWatchlist';

export interface WatchlistColumn {
  id: string;
  label: string;
  /** Columns with a key sort on click. */
  sortKey?: WatchlistSortKey;
  align?: 'left' | 'center' | 'right';
  render: (stock: Stock) => ReactNode;
  /** Tile layout: a shorter label, and whether label and value share one line (default: value below label). */
  tile?: { label?: string; inline?: boolean };
}

interface WatchlistTableProps {
  label: string;
  rows: readonly Stock[];
  columns: readonly WatchlistColumn[];
  sort: WatchlistSort;
  focusedSymbol: string | null;
}

/** The large-screen watchlist: one row per stock, sortable headers. */
export function WatchlistTable({ label, rows, columns, sort, focusedSymbol }: WatchlistTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            {columns.map((column) =>
              column.sortKey ? (
                <SortableHeaderCell
                  key={column.id}
                  sortKey={column.sortKey}
                  activeKey={sort.sortKey}
                  direction={sort.sortDirection}
                  onSort={sort.toggleSort}
                  align={column.align}
                >
                  {column.label}
                </SortableHeaderCell>
              ) : (
                <TableCell key={column.id} align={column.align}>
                  {column.label}
                </TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((stock) => (
            <TableRow
              key={stock.symbol}
              data-symbol={stock.symbol}
              hover
              aria-current={focusedSymbol === stock.symbol ? 'true' : undefined}
              sx={focusedSymbol === stock.symbol ? focusHighlight : undefined}
            >
              {columns.map((column) => (
                <TableCell key={column.id} align={column.align}>
                  {column.render(stock)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
