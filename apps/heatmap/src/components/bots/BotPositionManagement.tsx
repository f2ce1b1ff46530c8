import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { SectionCard } from '@tradeboard/ui';
import { useStocks } from '../../api/queries.js';
import { StocksQueryState } from '../shared/StocksQueryState.js';
import { BotCard } from './BotCard.js';

/** 'Bot Position Management': a card per watchlist stock with its three bot switches. */
export function BotPositionManagement() {
  const stocks = useStocks();
  const count = stocks.data?.length ?? 0;
  return (
    <SectionCard
      title="Bot Position Management"
      // No count until the list is there: '0 stocks' while loading or after a failure would be wrong.
      subtitle={stocks.data ? `${count} ${count === 1 ? 'stock' : 'stocks'}` : undefined}
      action={
        <Button
          variant="outlined"
          size="small"
          startIcon={<RefreshIcon />}
          onClick={() => void stocks.refetch()}
          disabled={stocks.isFetching}
        >
          Refresh
        </Button>
      }
    >
      {!stocks.data ? (
        <StocksQueryState query={stocks} label="Bot Position Management" />
      ) : count === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          No stocks available. Add stocks in the Heat Map section first
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Bot positions"
          sx={{
            m: 0,
            p: 0.5,
            maxHeight: '24rem',
            overflowY: 'auto',
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {stocks.data.map((stock) => (
            <BotCard key={stock.symbol} stock={stock} />
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
