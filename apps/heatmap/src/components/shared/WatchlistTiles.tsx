import { Box, Card, Typography } from '@mui/material';
import type { Stock } from '@tradeboard/types';
import { focusHighlight } from './highlight';
import type { WatchlistColumn } from './WatchlistTable';

interface WatchlistTilesProps {
  label: string;
  rows: readonly Stock[];
  /** The first column heads the tile; the others become label/value lines. */
  columns: readonly WatchlistColumn[];
  focusedSymbol: string | null;
}

/** The small-screen watchlist: a two-column grid of tiles, same columns as the table. */
export function WatchlistTiles({ label, rows, columns, focusedSymbol }: WatchlistTilesProps) {
  const [head, ...fields] = columns;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}>
      {rows.map((stock) => (
        <Card
          component="li"
          key={stock.symbol}
          data-symbol={stock.symbol}
          aria-label={stock.symbol}
          aria-current={focusedSymbol === stock.symbol ? 'true' : undefined}
          sx={[{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }, focusedSymbol === stock.symbol ? focusHighlight : {}]}
        >
          {head ? <Box sx={{ mx: -1 }}>{head.render(stock)}</Box> : undefined}
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
              {field.render(stock)}
            </Box>
          ))}
        </Card>
      ))}
    </Box>
  );
}
