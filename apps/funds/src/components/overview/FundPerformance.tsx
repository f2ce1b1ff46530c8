import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DEFAULT_METRICS_RANGE, METRICS_RANGES, METRICS_RANGE_LABELS, type MetricsRange } from '@tradeboard/types/core';
import {
  LoadingState,
  QueryState,
  SectionCard,
  formatCurrency,
  formatSignedCurrency,
  dashboardApi,
} from '@tradeboard/ui';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useId, useState } from 'react';
import { OVERVIEW_TEXTS } from '../../lib/overview/overviewTexts.js';
import { canDrawChart, performancePoints, performanceSummary } from '../../lib/overview/performanceSeries.js';
import { PerformanceTable } from './PerformanceTable.js';

const PerformanceLineChart = lazy(() => import('./PerformanceLineChart.js'));
const CHART_HEIGHT = 300;

export interface FundPerformanceProps {
  /** Read the snapshots only once the overview's own read has saved today's. */
  enabled: boolean;
}

/**
 * 'Fund Performance': total portfolio value and P&L over time from the stored daily snapshots,
 * with 1W / 1M / 3M / YTD / All, a tooltip per day, a table alternative, and an empty state until
 * two snapshots exist. The body keeps one height in every state, so nothing below it jumps.
 */
export function FundPerformance({ enabled }: FundPerformanceProps) {
  const [range, setRange] = useState<MetricsRange>(DEFAULT_METRICS_RANGE);
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const history = useQuery({
    ...dashboardApi.portfolioMetricsHistory(range),
    enabled,
    placeholderData: (previous) => previous,
  });
  const points = performancePoints(history.data?.snapshots ?? []);
  const drawable = history.data !== undefined && canDrawChart(points);
  const summary = performanceSummary(
    points,
    (value) => formatCurrency(value, 0),
    (value) => formatSignedCurrency(value, 0),
  );

  const rangeToggle = (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={range}
      aria-label={OVERVIEW_TEXTS.rangeLabel}
      onChange={(_event, next: MetricsRange | null) => next && setRange(next)}
    >
      {METRICS_RANGES.map((each) => (
        <ToggleButton key={each} value={each} sx={{ px: 1.5 }}>
          {METRICS_RANGE_LABELS[each]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );

  return (
    <SectionCard
      title={OVERVIEW_TEXTS.performanceTitle}
      subtitle={OVERVIEW_TEXTS.performanceSubtitle}
      action={rangeToggle}
    >
      <Box sx={{ minHeight: CHART_HEIGHT }}>
        {history.data === undefined ? (
          history.isError ? (
            <QueryState
              query={history}
              loadingText={OVERVIEW_TEXTS.chartLoading}
              errorText={OVERVIEW_TEXTS.chartFailed}
              label={OVERVIEW_TEXTS.performanceTitle}
            />
          ) : (
            <LoadingState text={OVERVIEW_TEXTS.chartLoading} sx={{ height: CHART_HEIGHT }} />
          )
        ) : !drawable ? (
          <Box
            sx={{ height: CHART_HEIGHT, display: 'grid', placeContent: 'center', textAlign: 'center', gap: 1, px: 2 }}
          >
            <Typography sx={{ fontWeight: 600 }}>{OVERVIEW_TEXTS.chartEmpty}</Typography>
            <Typography variant="body2" color="text.secondary">
              {OVERVIEW_TEXTS.chartEmptyHint}
            </Typography>
          </Box>
        ) : (
          <>
            <Box role="img" aria-label={summary} sx={{ height: CHART_HEIGHT }}>
              <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} />}>
                <PerformanceLineChart points={points} height={CHART_HEIGHT} />
              </Suspense>
            </Box>
            <Button
              size="small"
              sx={{ mt: 1 }}
              aria-expanded={showTable}
              aria-controls={showTable ? tableId : undefined}
              onClick={() => setShowTable((shown) => !shown)}
            >
              {showTable ? OVERVIEW_TEXTS.hideTable : OVERVIEW_TEXTS.showTable}
            </Button>
            {showTable ? <PerformanceTable id={tableId} points={points} caption={summary} /> : undefined}
          </>
        )}
      </Box>
    </SectionCard>
  );
}
