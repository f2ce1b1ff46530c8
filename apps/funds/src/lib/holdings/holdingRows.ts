/**
 * The 'Current Holdings' rows: each shown holding with its Portfolio % (over the shown holdings),
 * the sort keys of SPEC section 4 and the header figures.
 */
import { holdingCost, isoDateOf, portfolioMarketValue, portfolioPercent } from '@tradeboard/types/core';
import type { Holding } from '@tradeboard/types';

export type HoldingRow = Holding & { portfolioPercent: number };

export const HOLDING_SORT_KEYS = [
  'ticker',
  'quantity',
  'tradePrice',
  'pnlPercent',
  'pnlOpen',
  'portfolioPercent',
  'dateOpened',
] as const;
export type HoldingSortKey = (typeof HOLDING_SORT_KEYS)[number];

export function withPortfolioPercent(holdings: readonly Holding[]): HoldingRow[] {
  return holdings.map((holding) => ({ ...holding, portfolioPercent: portfolioPercent(holding, holdings) }));
}

/** MM/DD/YYYY sorts as YYYY-MM-DD so dates order by time, not by month text. */
const dateSortValue = (usDate: string | null): string | null => isoDateOf(usDate);

export function holdingSortValue(row: HoldingRow, key: HoldingSortKey): string | number | null {
  return key === 'dateOpened' ? dateSortValue(row.dateOpened) : row[key];
}

export interface HoldingsSummary {
  /** Sum of P&L Open over the shown holdings ('Unrealized Total P&L'). */
  unrealizedPnl: number;
  /** Market value (quantity x current price, else trade price), the 'Total Value' badge. */
  totalValue: number;
  /** unrealizedPnl as a percent of what the shown positions cost; null when they cost nothing. */
  unrealizedPnlPercent: number | null;
}

export function holdingsSummary(holdings: readonly Holding[]): HoldingsSummary {
  const unrealizedPnl = holdings.reduce((sum, holding) => sum + (holding.pnlOpen ?? 0), 0);
  const cost = holdings.reduce((sum, holding) => sum + holdingCost(holding), 0);
  return {
    unrealizedPnl,
    totalValue: portfolioMarketValue(holdings),
    unrealizedPnlPercent: cost === 0 ? null : (unrealizedPnl / cost) * 100,
  };
}
