import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { focusHighlight } from '../focus/focusHighlight.js';
import type { Column, RowIdentity } from './column.js';

export interface DataTilesProps<Row, K extends string> extends RowIdentity<Row> {
  /** Names the list, e.g. 'Weekly Watchlist'. */
  label: string;
  rows: readonly Row[];
  /** The first column heads the card; the others become label/value lines. */
  columns: readonly Column<Row, K>[];
  focusedSymbol?: string | null;
}

/** The small-screen layout: a two-column grid of cards with the same columns as the table. */
export function DataTiles<Row, K extends string>({
  label,
  rows,
  columns,
  rowKey,
  rowSymbol,
  rowLabel,
  focusedSymbol,
}: DataTilesProps<Row, K>) {
  const [head, ...fields] = columns;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        gap: 1.5,
      }}
    >
      {rows.map((row) => {
        const symbol = rowSymbol?.(row);
        const focused = symbol !== undefined && focusedSymbol === symbol;
        return (
          <Card
            component="li"
            key={rowKey(row)}
            data-symbol={symbol}
            aria-label={rowLabel?.(row) ?? symbol}
            aria-current={focused ? 'true' : undefined}
            sx={[{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }, focused ? focusHighlight : {}]}
          >
            {head ? <Box sx={{ mx: -1 }}>{head.render(row)}</Box> : undefined}
            {fields.map((field) => (
              <Box
                key={field.id}
                sx={
                  field.tile?.inline
                    ? { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }
                    : { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5, minWidth: 0 }
                }
              >
                <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
                  {field.tile?.label ?? field.label}
                </Typography>
                {field.render(row)}
              </Box>
            ))}
          </Card>
        );
      })}
    </Box>
  );
}
