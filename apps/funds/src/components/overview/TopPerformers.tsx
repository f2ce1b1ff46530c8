import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TopPerformer } from '@tradeboard/types';
import { DEFAULT_FUND, MAIN_FUND_LABEL } from '@tradeboard/types/core';
import { SectionCard, SignedPnl, formatCurrency } from '@tradeboard/ui';
import { OVERVIEW_TEXTS } from '../../lib/overview/overviewTexts.js';
import { PendingOverviewPart } from './PendingOverviewPart.js';

/** 'Top Performers Today': the API's top 5 holdings by percent gain (the shared topPerformers rule). */
export function TopPerformers({
  performers,
  failed = false,
}: {
  performers: readonly TopPerformer[] | undefined;
  failed?: boolean;
}) {
  return (
    <SectionCard title={OVERVIEW_TEXTS.topPerformersTitle}>
      {performers === undefined ? (
        <PendingOverviewPart failed={failed} />
      ) : performers.length === 0 ? (
        <Typography color="text.secondary">{OVERVIEW_TEXTS.topPerformersEmpty}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {performers.map((performer, index) => (
            <Box
              component="li"
              key={performer.id}
              sx={{
                display: 'grid',
                gridTemplateColumns: '2rem 1fr auto',
                alignItems: 'center',
                gap: 1,
                py: 0.75,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
                {index + 1}.
              </Typography>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>{performer.ticker}</Typography>
                <Typography variant="caption" color="text.secondary" component="div">
                  {performer.fund === DEFAULT_FUND ? MAIN_FUND_LABEL : performer.fund}
                  {performer.currentPrice !== null
                    ? ` · ${formatCurrency(performer.entryPrice)} → ${formatCurrency(performer.currentPrice)}`
                    : ''}
                </Typography>
              </Box>
              <SignedPnl value={performer.gainPercent} format="percent" />
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
