import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useFocusedSymbol } from '../focus/useFocusedSymbol.js';
import { useIsLargeScreen } from '../responsive/useIsLargeScreen.js';
import type { Column, RowIdentity, SortControl } from './column.js';
import { DataTable } from './DataTable.js';
import { DataTiles } from './DataTiles.js';
import { SortChips } from './SortChips.js';

export interface DataLayoutProps<Row, K extends string> extends RowIdentity<Row> {
  /** Names the table or the card list, e.g. 'Weekly Watchlist'. */
  label: string;
  rows: readonly Row[];
  columns: readonly Column<Row, K>[];
  sort: SortControl<K>;
  /** Shown instead of the rows when there are none: a sentence, and an optional hint under it. */
  empty: { text: string; hint?: string };
}

/**
 * A sortable table on large screens, two-column cards with sort chips below `lg`, or the `empty`
 * sentence when there are no rows. Rows with a
 * `rowSymbol` follow the shell's focus target (search, bell): scrolled into view and highlighted.
 */
export function DataLayout<Row, K extends string>({
  label,
  rows,
  columns,
  sort,
  empty,
  ...identity
}: DataLayoutProps<Row, K>) {
  const container = useRef<HTMLDivElement>(null);
  const focusedSymbol = useFocusedSymbol(container, rows.length > 0);
  const large = useIsLargeScreen();
  return (
    <div ref={container}>
      {rows.length === 0 ? (
        <EmptyRows {...empty} />
      ) : large ? (
        <DataTable
          label={label}
          rows={rows}
          columns={columns}
          sort={sort}
          focusedSymbol={focusedSymbol}
          {...identity}
        />
      ) : (
        <Stack spacing={1.5}>
          <SortChips columns={columns} sort={sort} />
          <DataTiles label={label} rows={rows} columns={columns} focusedSymbol={focusedSymbol} {...identity} />
        </Stack>
      )}
    </div>
  );
}

function EmptyRows({ text, hint }: { text: string; hint?: string }) {
  return (
    <Box sx={{ py: 3, textAlign: 'center' }}>
      <Typography color={hint ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: hint ? 600 : undefined }}>
        {text}
      </Typography>
      {hint ? (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      ) : undefined}
    </Box>
  );
}
