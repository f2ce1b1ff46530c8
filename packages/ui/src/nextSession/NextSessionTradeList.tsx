import Cancel from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { NextSessionTrade } from '@tradeboard/types';
import type { NextSessionAction } from '@tradeboard/types/core';
import { useId } from 'react';
import { ACTION_TEXTS } from './nextSessionTexts.js';

interface NextSessionTradeListProps {
  action: NextSessionAction;
  trades: readonly NextSessionTrade[];
  /** Given to admins: each chip gets a remove control. */
  onRemove?: (trade: NextSessionTrade) => void;
}

/** 'Positions to Add' or 'Positions to Remove': a heading with the count and the tickers as '$' chips. */
export function NextSessionTradeList({ action, trades, onRemove }: NextSessionTradeListProps) {
  const { heading, empty } = ACTION_TEXTS[action];
  const headingId = useId();
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {heading} ({trades.length})
      </Typography>
      {trades.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-labelledby={headingId}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
        >
          {trades.map((trade) => (
            <li key={trade.id}>
              <Chip
                size="small"
                variant="outlined"
                color={action === 'add' ? 'success' : 'error'}
                label={`$${trade.ticker}`}
                onDelete={onRemove ? () => onRemove(trade) : undefined}
                deleteIcon={onRemove ? <Cancel titleAccess={`Remove ${trade.ticker} from ${heading}`} /> : undefined}
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
