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
            <Box key={field.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: 1, rowGap: 0.5 }}>
              <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
                {field.label}
              </Typography>
              {field.render(stock)}
            </Box>
          ))}
        </Card>
      ))}
    </Box>
  );
}
