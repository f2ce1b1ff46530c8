import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import type { Column, SortControl } from './column.js';

/** Sorting for the card layout, which has no header row: one chip per sortable column. */
export function SortChips<Row, K extends string>({
  columns,
  sort,
}: {
  columns: readonly Column<Row, K>[];
  sort: SortControl<K>;
}) {
  return (
    <Stack
      direction="row"
      spacing={0.75}
      useFlexGap
      role="group"
      aria-label="Sort by"
      // Chips wrap: a scrolling row cut a chip mid-word with no sign that it scrolls.
      sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.75 }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ mr: 0.5 }}>
        Sort by
      </Typography>
      {columns.map(({ id, label, sortKey }) => {
        if (!sortKey) return undefined;
        const active = sort.sortKey === sortKey;
        const Arrow = sort.sortDirection === 'asc' ? ArrowUpwardIcon : ArrowDownwardIcon;
        return (
          <Chip
            key={id}
            size="small"
            label={label}
            clickable
            color={active ? 'primary' : 'default'}
            variant={active ? 'filled' : 'outlined'}
            icon={active ? <Arrow fontSize="small" /> : undefined}
            aria-label={
              active ? `${label}, sorted ${sort.sortDirection === 'asc' ? 'ascending' : 'descending'}` : label
            }
            aria-pressed={active}
            onClick={() => sort.toggleSort(sortKey)}
          />
        );
      })}
    </Stack>
  );
}
