import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DEFAULT_FUND } from '@tradeboard/types/core';
import { PortfolioActivityHistory, QueryState, dashboardApi, type ParcelProps } from '@tradeboard/ui';
import { useQuery } from '@tanstack/react-query';
import { FundPerformance } from '../components/overview/FundPerformance.js';
import { FundSummaries } from '../components/overview/FundSummaries.js';
import { OverviewCards } from '../components/overview/OverviewCards.js';
import { TopPerformers } from '../components/overview/TopPerformers.js';
import { OVERVIEW_TEXTS } from '../lib/overview/overviewTexts.js';

/**
 * The admin Portfolio Overview tab: figure cards, Fund Performance, Top Performers Today,
 * Holdings Summary by Fund and the Main Fund's 7-day activity history. Every figure comes from
 * GET /api/dashboard-data (which also saves today's snapshot the chart reads).
 */
export function PortfolioOverviewView(_props: Partial<ParcelProps>) {
  const dashboard = useQuery(dashboardApi.dashboardData());
  const data = dashboard.data;
  return (
    <Stack spacing={3}>
      {dashboard.isError ? (
        <QueryState
          query={dashboard}
          loadingText={OVERVIEW_TEXTS.loading}
          errorText={OVERVIEW_TEXTS.fetchFailed}
          label="Portfolio Overview"
        />
      ) : undefined}
      <OverviewCards metrics={data?.metrics} />
      <FundPerformance enabled={dashboard.isSuccess} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
        <TopPerformers performers={data?.topPerformers} failed={dashboard.isError} />
        <FundSummaries summaries={data?.fundSummaries} failed={dashboard.isError} />
      </Box>
      <PortfolioActivityHistory fund={DEFAULT_FUND} />
    </Stack>
  );
}
