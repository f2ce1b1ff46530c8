import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TypographyProps } from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { formatPercent, formatSignedCurrency } from '../format/formatters.js';
import { NotSet } from '../layout/NotSet.js';

export interface SignedPnlProps {
  /** The stored figure; null shows 'Not set' (never an invented 0). */
  value: number | null | undefined;
  /** 'currency' (USD en-US) or 'percent' (2 decimals). */
  format?: 'currency' | 'percent';
  /** Currency decimals: 2 by default, 0 on the dashboard (SPEC section 9). */
  decimals?: 0 | 2;
  variant?: TypographyProps['variant'];
  /** Text read for a missing value (e.g. 'Not Set' in the student chips). */
  notSetLabel?: string;
}

/**
 * A gain or a loss, never told by colour alone: a '+' when >= 0, an up or down arrow, and the
 * theme's `pnl.up` / `pnl.down` colour. `<SignedPnl value={holding.pnlOpen} />` -> '+$120.50'.
 */
export function SignedPnl({
  value,
  format = 'currency',
  decimals = 2,
  variant = 'body2',
  notSetLabel,
}: SignedPnlProps) {
  if (value === null || value === undefined || Number.isNaN(value)) return <NotSet label={notSetLabel} />;
  const text = format === 'percent' ? formatPercent(value) : formatSignedCurrency(value, decimals);
  const up = text.startsWith('+');
  const Arrow = up ? ArrowUpwardIcon : ArrowDownwardIcon;
  return (
    <Box
      component="span"
      data-pnl={up ? 'up' : 'down'}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color: up ? 'pnl.up' : 'pnl.down' }}
    >
      <Arrow aria-hidden sx={{ fontSize: '1em' }} />
      <Typography
        component="span"
        variant={variant}
        sx={{ color: 'inherit', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
      >
        {text}
      </Typography>
    </Box>
  );
}
