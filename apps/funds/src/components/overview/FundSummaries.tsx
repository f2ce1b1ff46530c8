import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { FundSummary } from '@tradeboard/types';
import { DEFAULT_FUND } from '@tradeboard/types/core';
import { SectionCard, formatCurrency } from '@tradeboard/ui';
import { OVERVIEW_TEXTS } from '../../lib/overview/overviewTexts.js';
import { PendingOverviewPart } from './PendingOverviewPart.js';

/** 'Holdings Summary by Fund': Growth, Value, Income and Balanced (the Main Fund has its own tab). */
export function FundSummaries({
  summaries,
  failed = false,
}: {
  summaries: readonly FundSummary[] | undefined;
  failed?: boolean;
}) {
  const shown = (summaries ?? []).filter((summary) => summary.fund !== DEFAULT_FUND);
  return (
    <SectionCard title={OVERVIEW_TEXTS.fundSummaryTitle}>
      {summaries === undefined ? (
        <PendingOverviewPart failed={failed} />
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
          {shown.map((summary) => (
            <Card key={summary.fund} variant="outlined" role="group" aria-label={summary.fund} sx={{ p: 2 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
                <Typography component="h3" sx={{ fontWeight: 700 }}>
                  {summary.fund}
                </Typography>
                <Chip
                  size="small"
                  label={summary.status}
                  color={summary.status === 'Active' ? 'success' : 'default'}
                  variant={summary.status === 'Active' ? 'filled' : 'outlined'}
                />
              </Box>
              <Typography sx={{ fontSize: 20, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                {formatCurrency(summary.totalValue, 0)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {summary.positionCount} {summary.positionCount === 1 ? 'position' : 'positions'}
              </Typography>
            </Card>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
