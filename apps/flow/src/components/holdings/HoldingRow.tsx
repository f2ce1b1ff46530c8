import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FlowHolding } from '@tradeboard/types';
import { flowPositionPnl, formatExpiry } from '@tradeboard/types/core';
import { formatCurrency, SignedPnl } from '@tradeboard/ui';
import { formatPrice } from '../../lib/alerts.js';
import { OptionTypeBadge } from '../shared/OptionTypeBadge.js';

interface HoldingRowProps {
  holding: FlowHolding;
  /** Absent in read-only views: no edit or delete button. */
  actions?: { onEdit: () => void; onDelete: () => void; disabled: boolean };
}

/** One position: a green/red dot by its P&L, ticker, type, 'Strike | Exp | Qty', value and P&L (flow rule). */
export function HoldingRow({ holding, actions }: HoldingRowProps) {
  const { value, pnl, pnlPercent } = flowPositionPnl(holding);
  const up = pnl >= 0;
  return (
    <Box
      component="li"
      data-testid="flow-holding"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        aria-hidden
        data-pnl={up ? 'up' : 'down'}
        sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0, bgcolor: up ? 'pnl.up' : 'pnl.down' }}
      />
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {holding.ticker}
          </Typography>
          <OptionTypeBadge optionType={holding.optionType} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Strike {formatPrice(holding.strike)} | Exp {formatExpiry(holding.expiry)} | Qty {holding.quantity}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right', ml: 'auto' }}>
        <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          {formatCurrency(value)}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <SignedPnl value={pnl} />
          <SignedPnl value={pnlPercent} format="percent" />
        </Stack>
      </Box>
      {actions ? (
        <Stack direction="row">
          <IconButton
            aria-label={`Edit ${holding.ticker} position`}
            onClick={actions.onEdit}
            disabled={actions.disabled}
            size="small"
          >
            <Edit fontSize="small" />
          </IconButton>
          <IconButton
            aria-label={`Delete ${holding.ticker} position`}
            onClick={actions.onDelete}
            disabled={actions.disabled}
            size="small"
            color="error"
          >
            <Delete fontSize="small" />
          </IconButton>
        </Stack>
      ) : null}
    </Box>
  );
}
