import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Holding, ManualPnl } from '@tradeboard/types';
import type { Fund } from '@tradeboard/types/core';
import { SectionCard, SignedPnl, formatCurrency, formatPercent, formatSignedCurrency } from '@tradeboard/ui';
import type { ReactNode } from 'react';
import { holdingsSummary, type HoldingsSummary } from '../../lib/holdings/holdingRows.js';
import { ManualPnlPanel } from './ManualPnlPanel.js';

export interface FundHoldingsHeaderProps {
  /** The fund whose manual P&L is shown (the Main Fund when the filter is 'All Funds'). */
  fund: Fund;
  /** The holdings shown in the table (undefined while they load): the header sums them. */
  holdings: readonly Holding[] | undefined;
  pnl: ManualPnl | null | undefined;
  children?: ReactNode;
}

function Badges({ summary }: { summary: HoldingsSummary }) {
  const percent = summary.unrealizedPnlPercent === null ? '' : ` (${formatPercent(summary.unrealizedPnlPercent)})`;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip label={`Total Value: ${formatCurrency(summary.totalValue)}`} variant="outlined" />
      <Chip
        label={`Total P&L: ${formatSignedCurrency(summary.unrealizedPnl)}${percent}`}
        variant="outlined"
        sx={{ color: summary.unrealizedPnl >= 0 ? 'pnl.up' : 'pnl.down', borderColor: 'currentColor', fontWeight: 600 }}
      />
    </Stack>
  );
}

/** '{Fund} Holdings': Unrealized Total P&L of the shown holdings, the manual P&L, Total Value and Total P&L badges. */
export function FundHoldingsHeader({ fund, holdings, pnl, children }: FundHoldingsHeaderProps) {
  const summary = holdings ? holdingsSummary(holdings) : null;
  return (
    <SectionCard
      title={`${fund} Holdings`}
      action={summary ? <Badges summary={summary} /> : <Skeleton variant="rounded" width={320} height={32} />}
    >
      <Stack spacing={2.5}>
        <Box>
          <Typography variant="caption" color="text.secondary" component="div">
            Unrealized Total P&L
          </Typography>
          {summary ? (
            <SignedPnl value={summary.unrealizedPnl} variant="h5" />
          ) : (
            <Skeleton variant="text" width={160} height={36} />
          )}
        </Box>
        <ManualPnlPanel key={fund} fund={fund} record={pnl} />
        {children}
      </Stack>
    </SectionCard>
  );
}
