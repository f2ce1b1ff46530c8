import { Stack } from '@mui/material';
import type { Stock } from '@tradeboard/types';
import { useRef } from 'react';
import { SortChips } from './SortChips';
import { useFocusedSymbol } from './useFocusedSymbol';
import { useIsLargeScreen } from './useIsLargeScreen';
import type { WatchlistSort } from './useSortedWatchlist';
import { WatchlistTable, type WatchlistColumn } from './WatchlistTable';
import { WatchlistTiles } from './WatchlistTiles';

interface WatchlistLayoutProps {
  label: string;
  rows: readonly Stock[];
  columns: readonly WatchlistColumn[];
  sort: WatchlistSort;
}

/** Table on large screens, two-column tiles below; both follow the shell's focus target. */
export function WatchlistLayout({ label, rows, columns, sort }: WatchlistLayoutProps) {
  const container = useRef<HTMLDivElement>(null);
  const focusedSymbol = useFocusedSymbol(container, rows.length > 0);
  const large = useIsLargeScreen();
  return (
    <div ref={container}>
      {large ? (
        <WatchlistTable label={label} rows={rows} columns={columns} sort={sort} focusedSymbol={focusedSymbol} />
      ) : (
        <Stack spacing={1.5}>
          <SortChips columns={columns} sort={sort} />
          <WatchlistTiles label={label} rows={rows} columns={columns} focusedSymbol={focusedSymbol} />
        </Stack>
      )}
    </div>
  );
}
