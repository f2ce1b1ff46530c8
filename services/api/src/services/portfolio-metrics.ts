/**
 * Portfolio overview figures, computed from stored holdings and watchlist stocks (never the spec's
 * placeholder numbers). Pure: the caller reads the data and stores the snapshot.
 */
import {
  FUNDS,
  activeBotCount,
  finite,
  holdingMarketValue,
  percentOf,
  portfolioMarketValue,
  topPerformers,
  type BotFlags,
  type Fund,
  type FundSummary,
  type PortfolioMetrics,
  type TopPerformer,
} from '@tradeboard/types';
import type { Types } from 'mongoose';
import type { HoldingDoc } from '../db/models/holdings.js';

export type HoldingRecord = Pick<
  HoldingDoc,
  'fund' | 'ticker' | 'quantity' | 'tradePrice' | 'entryPrice' | 'currentPrice' | 'pnlPercent' | 'pnlOpen'
> &
  Partial<Pick<HoldingDoc, 'priceDate'>> & {
    _id: Types.ObjectId | string;
  };

export interface PreviousSnapshot {
  date: string;
  totalValue: number;
}

/**
 * Money figures leave the API rounded to cents (sums of floats otherwise show 0.30000000000000004).
 * Beyond 2^53 cents there are no cents to round; the value is kept (and always finite).
 */
export const roundCents = (value: number) =>
  Math.abs(value) < 2 ** 53 / 100 ? Math.round(value * 100) / 100 : finite(value);

const dateKey = (us: string) => `${us.slice(6)}${us.slice(0, 2)}${us.slice(3, 5)}`;

/** How many holdings have a current price, and the latest statement date among them (issue 27). */
function pricesOf(holdings: readonly HoldingRecord[]): { pricedPositions: number; pricesAsOf: string | null } {
  const priced = holdings.filter((holding) => holding.currentPrice != null);
  const dates = priced.map((holding) => holding.priceDate).filter((date): date is string => !!date);
  const latest = dates.reduce<string | null>(
    (best, date) => (best && dateKey(best) >= dateKey(date) ? best : date),
    null,
  );
  return { pricedPositions: priced.length, pricesAsOf: latest };
}

export function computePortfolioMetrics(input: {
  holdings: readonly HoldingRecord[];
  stocks: readonly BotFlags[];
  previous: PreviousSnapshot | null;
  today: string;
  now: Date;
}): PortfolioMetrics {
  const totalValue = roundCents(portfolioMarketValue(input.holdings));
  const { previous } = input;
  const dailyPnl = previous ? roundCents(totalValue - previous.totalValue) : null;
  return {
    date: input.today,
    totalValue,
    dailyPnl,
    dailyPnlPercent:
      previous && dailyPnl !== null && previous.totalValue !== 0 ? percentOf(dailyPnl, previous.totalValue) : null,
    previousSnapshotDate: previous?.date ?? null,
    activePositions: input.holdings.length,
    activeBots: activeBotCount(input.stocks),
    ...pricesOf(input.holdings),
    generatedAt: input.now.toISOString(),
  };
}

/** The 5 holdings with the best percent gain (across all funds), as the dashboard lists them. */
export function dashboardTopPerformers(holdings: readonly HoldingRecord[]): TopPerformer[] {
  return topPerformers(holdings).map(({ holding, gainPercent }) => ({
    id: String(holding._id),
    fund: holding.fund,
    ticker: holding.ticker,
    symbol: holding.ticker,
    quantity: holding.quantity,
    entryPrice: holding.entryPrice ?? holding.tradePrice,
    currentPrice: holding.currentPrice,
    gainPercent,
  }));
}

/** One summary per fund in the fund-list order: position count, market value, Active or Empty. */
export function fundSummaries(holdings: readonly HoldingRecord[]): FundSummary[] {
  return FUNDS.map((fund: Fund) => {
    const inFund = holdings.filter((holding) => holding.fund === fund);
    return {
      fund,
      positionCount: inFund.length,
      totalValue: roundCents(inFund.reduce((sum, holding) => sum + holdingMarketValue(holding), 0)),
      status: inFund.length > 0 ? 'Active' : 'Empty',
    };
  });
}
