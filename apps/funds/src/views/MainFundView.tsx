import { Box, Card, Skeleton, Stack, Typography } from '@mui/material';
import { DEFAULT_FUND, MAIN_FUND_LABEL } from '@tradeboard/types/core';
import { QueryState, SignedPnl, formatCurrency, type ParcelProps } from '@tradeboard/ui';
import { useHoldings } from '../api/queries';
import { holdingsSummary } from '../lib/holdings/holdingRows';

/** The compact Main Fund summary above the admin tabs: Total Value and Unrealized P&L (part 2 fills the slot further). */
export function MainFundView(_props: Partial<ParcelProps>) {
  const holdings = useHoldings(DEFAULT_FUND);
  const summary = holdings.data ? holdingsSummary(holdings.data) : null;
  return (
    <Card component="section" aria-label="Main Fund summary" sx={{ px: { xs: 2, md: 3 }, py: 1.5 }}>
      <Stack direction="row" spacing={{ xs: 2, md: 4 }} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', minHeight: 48 }}>
        <Typography sx={{ fontWeight: 700 }}>{MAIN_FUND_LABEL}</Typography>
        {summary ? (
          <>
            <Box>
              <Typography variant="caption" color="text.secondary" component="div">
                Total Value
              </Typography>
              <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                {formatCurrency(summary.totalValue)}
              </Typography>
            </Box>
            <Box>
              <Typography variant="caption" color="text.secondary" component="div">
                Unrealized P&L
              </Typography>
              <SignedPnl value={summary.unrealizedPnl} variant="body1" />
            </Box>
          </>
        ) : holdings.isError ? (
          <QueryState query={holdings} loadingText="" errorText="Failed to fetch holdings" label="Main Fund" />
        ) : (
          <Skeleton variant="text" width={240} aria-label="Loading Main Fund" />
        )}
      </Stack>
    </Card>
  );
}
