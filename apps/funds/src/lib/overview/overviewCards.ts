/**
 * The four figure cards of the Portfolio Overview, from the API's metrics. The spec's placeholder
 * fallbacks (2,847,523 / +12,486 / 12) are never used: a figure the API cannot give is null, and
 * the card shows '—' with the reason.
 */
import type { PortfolioMetrics } from '@tradeboard/types';
import { CARD_TITLES, OVERVIEW_TEXTS } from './overviewTexts.js';

export type MetricCard =
  | { key: keyof typeof CARD_TITLES; title: string; kind: 'currency' | 'count'; value: number; caption: string }
  | { key: 'dailyPnl'; title: string; kind: 'pnl'; value: number; percent: number | null; caption: string }
  | { key: keyof typeof CARD_TITLES; title: string; kind: 'missing'; reason: string };

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** Which prices the total stands on (issue 27): a statement's Marks, none (cost), or prices set otherwise. */
function valuedAt(metrics: Pick<PortfolioMetrics, 'pricedPositions' | 'pricesAsOf'>): string {
  if (metrics.pricesAsOf) return `at statement prices of ${metrics.pricesAsOf}`;
  if (metrics.pricedPositions === 0) return 'at cost';
  return 'at current or trade price';
}

export function overviewCards(metrics: PortfolioMetrics): MetricCard[] {
  const dailyPnl: MetricCard =
    metrics.dailyPnl === null
      ? { key: 'dailyPnl', title: CARD_TITLES.dailyPnl, kind: 'missing', reason: OVERVIEW_TEXTS.noEarlierSnapshot }
      : {
          key: 'dailyPnl',
          title: CARD_TITLES.dailyPnl,
          kind: 'pnl',
          value: metrics.dailyPnl,
          percent: metrics.dailyPnlPercent,
          caption: `Since ${metrics.previousSnapshotDate ?? 'the last snapshot'}`,
        };
  return [
    {
      key: 'totalValue',
      title: CARD_TITLES.totalValue,
      kind: 'currency',
      value: metrics.totalValue,
      caption: `${plural(metrics.activePositions, 'holding', 'holdings')} ${valuedAt(metrics)}`,
    },
    dailyPnl,
    {
      key: 'activePositions',
      title: CARD_TITLES.activePositions,
      kind: 'count',
      value: metrics.activePositions,
      caption: 'Holdings across all funds',
    },
    {
      key: 'activeBots',
      title: CARD_TITLES.activeBots,
      kind: 'count',
      value: metrics.activeBots,
      caption: 'Bots in position on the watchlist',
    },
  ];
}
