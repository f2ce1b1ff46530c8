/**
 * The Fund Performance line chart itself (@mui/x-charts), in its own file so the views load it
 * lazily: the charts library stays out of the module's first download.
 */
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatCurrency, formatSignedCurrency } from '@tradeboard/ui';
import type { PerformancePoint } from '../../lib/overview/performanceSeries.js';

const compactMoney = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

export interface PerformanceLineChartProps {
  points: readonly PerformancePoint[];
  height: number;
}

/** One line on its own y axis; marks only while they stay readable (a month or less); null reads 'No earlier snapshot'. */
function lineSeries(
  id: string,
  label: string,
  yAxisId: string,
  data: Array<number | null>,
  color: string,
  format: (value: number) => string,
) {
  return {
    id,
    label,
    yAxisId,
    data,
    color,
    showMark: data.length <= 31,
    valueFormatter: (value: number | null) => (value === null ? 'No earlier snapshot' : format(value)),
  };
}

export default function PerformanceLineChart({ points, height }: PerformanceLineChartProps) {
  const theme = useTheme();
  const reducedMotion =
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return (
    <LineChart
      height={height}
      skipAnimation={reducedMotion}
      margin={{ left: 8, right: 8 }}
      xAxis={[{ id: 'days', scaleType: 'point', data: points.map((point) => point.date) }]}
      yAxis={[
        { id: 'value', position: 'left', width: 64, valueFormatter: (value: number) => compactMoney.format(value) },
        { id: 'pnl', position: 'right', width: 64, valueFormatter: (value: number) => compactMoney.format(value) },
      ]}
      series={[
        lineSeries(
          'totalValue',
          'Total Value',
          'value',
          points.map((point) => point.totalValue),
          theme.palette.primary.main,
          (value) => formatCurrency(value, 0),
        ),
        lineSeries(
          'dailyPnl',
          'P&L',
          'pnl',
          points.map((point) => point.dailyPnl),
          theme.palette.warning.main,
          (value) => formatSignedCurrency(value, 0),
        ),
      ]}
    />
  );
}
