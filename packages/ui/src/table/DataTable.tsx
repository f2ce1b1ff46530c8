import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { focusHighlight } from '../focus/focusHighlight.js';
import { SortableHeaderCell } from '../sort/SortableHeaderCell.js';
import type { Column, RowIdentity, SortControl } from './column.js';

export interface DataTableProps<Row, K extends string> extends RowIdentity<Row> {
  /** Names the table, e.g. 'Weekly Watchlist'. */
  label: string;
  rows: readonly Row[];
  columns: readonly Column<Row, K>[];
  sort: SortControl<K>;
  /** The symbol the shell focused, highlighted while set. */
  focusedSymbol?: string | null;
}

/** The large-screen layout: one row per item, sortable headers (aria-sort). */
export function DataTable<Row, K extends string>({
  label,
  rows,
  columns,
  sort,
  rowKey,
  rowSymbol,
  focusedSymbol,
}: DataTableProps<Row, K>) {
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
          {rows.map((row) => {
            const symbol = rowSymbol?.(row);
            const focused = symbol !== undefined && focusedSymbol === symbol;
            return (
              <TableRow
                key={rowKey(row)}
                data-symbol={symbol}
                hover
                aria-current={focused ? 'true' : undefined}
                sx={focused ? focusHighlight : undefined}
              >
                {columns.map((column) => (
                  <TableCell key={column.id} align={column.align}>
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
