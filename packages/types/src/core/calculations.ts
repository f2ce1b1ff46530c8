/**
 * Portfolio calculations shared by the API and the frontends (SPEC section 9), one place per rule.
 * Inputs are structural (only the fields each rule reads), so entities from the API, lean database
 * documents and form values all fit. Pure functions: no dates, no I/O.
 */
import { FLOW_CONTRACT_MULTIPLIER, FLOW_TOP_PERFORMERS_COUNT, TOP_PERFORMERS_COUNT } from './constants.js';
import { percentOf } from './numbers.js';

// ---------- fund holdings ----------

export interface HoldingFigures {
  quantity: number;
  tradePrice: number;
  currentPrice?: number | null;
}

/** quantity x trade price: what the position cost (the base of Portfolio %). */
export function holdingCost(holding: HoldingFigures): number {
  return holding.quantity * holding.tradePrice;
}

/** quantity x current price, falling back to the trade price when no current price is known. */
export function holdingMarketValue(holding: HoldingFigures): number {
  return holding.quantity * (holding.currentPrice ?? holding.tradePrice);
}

/** Sum of holdingMarketValue: the Total Portfolio Value. */
export function portfolioMarketValue(holdings: readonly HoldingFigures[]): number {
  return holdings.reduce((sum, holding) => sum + holdingMarketValue(holding), 0);
}

/** Portfolio % = quantity x trade price / total of quantity x trade price x 100 (0 when the total is 0). */
export function portfolioPercent(holding: HoldingFigures, holdings: readonly HoldingFigures[]): number {
  const total = holdings.reduce((sum, each) => sum + holdingCost(each), 0);
  return percentOf(holdingCost(holding), total);
}

export interface GainFigures {
  tradePrice: number;
  entryPrice?: number | null;
  currentPrice?: number | null;
  pnlPercent?: number | null;
}

/**
 * Percent gain = (current price - entry price) / entry price x 100, the entry price being entryPrice
 * or else tradePrice. Without a current price (or with a zero entry) the stored pnlPercent (from the
 * broker CSV) is used; null when neither is known.
 */
export function percentGain(holding: GainFigures): number | null {
  const entry = holding.entryPrice ?? holding.tradePrice;
  if (holding.currentPrice != null && entry > 0) return percentOf(holding.currentPrice - entry, entry);
  return holding.pnlPercent ?? null;
}

/**
 * The top `count` holdings (default 5) by percent gain, descending. Holdings with no known gain are
 * left out; equal gains keep ticker order (A to Z) so the answer is stable.
 */
export function topPerformers<T extends GainFigures & { ticker: string }>(
  holdings: readonly T[],
  count: number = TOP_PERFORMERS_COUNT,
): Array<{ holding: T; gainPercent: number }> {
  return holdings
    .map((holding) => ({ holding, gainPercent: percentGain(holding) }))
    .filter((entry): entry is { holding: T; gainPercent: number } => entry.gainPercent !== null)
    .sort((a, b) => b.gainPercent - a.gainPercent || a.holding.ticker.localeCompare(b.holding.ticker))
    .slice(0, count);
}

// ---------- flow options ----------

export interface FlowFigures {
  price: number;
  quantity: number;
  pnlPercent?: number | null;
  pnlOpen?: number | null;
}

export interface FlowPnl {
  /** price x quantity x 100 (contract multiplier). */
  value: number;
  pnl: number;
  pnlPercent: number;
}

/**
 * P&L of a flow position. value = price x quantity x 100. With pnlPercent: P&L = value x percent / 100.
 * Otherwise with pnlOpen: P&L = pnlOpen and percent = P&L / value x 100 (0 if value is 0).
 * pnlPercent takes precedence; with neither, P&L and percent are 0.
 */
export function flowPositionPnl(position: FlowFigures): FlowPnl {
  const value = position.price * position.quantity * FLOW_CONTRACT_MULTIPLIER;
  if (position.pnlPercent != null)
    return { value, pnl: (value * position.pnlPercent) / 100, pnlPercent: position.pnlPercent };
  if (position.pnlOpen != null) return { value, pnl: position.pnlOpen, pnlPercent: percentOf(position.pnlOpen, value) };
  return { value, pnl: 0, pnlPercent: 0 };
}

export interface FlowSummary {
  /** Sum of value plus P&L over the positions. */
  totalValue: number;
  totalPnl: number;
  /** totalPnl / (sum of value) x 100; 0 when nothing is invested. */
  totalPnlPercent: number;
}

export function flowPortfolioSummary(positions: readonly FlowFigures[]): FlowSummary {
  let cost = 0;
  let pnl = 0;
  for (const position of positions) {
    const figures = flowPositionPnl(position);
    cost += figures.value;
    pnl += figures.pnl;
  }
  return { totalValue: cost + pnl, totalPnl: pnl, totalPnlPercent: percentOf(pnl, cost) };
}

/** The `count` flow positions (default 6) with the largest absolute P&L; ties keep ticker order. */
export function flowTopPerformers<T extends FlowFigures & { ticker: string }>(
  positions: readonly T[],
  count: number = FLOW_TOP_PERFORMERS_COUNT,
): Array<{ position: T } & FlowPnl> {
  return positions
    .map((position) => ({ position, ...flowPositionPnl(position) }))
    .sort((a, b) => Math.abs(b.pnl) - Math.abs(a.pnl) || a.position.ticker.localeCompare(b.position.ticker))
    .slice(0, count);
}

// ---------- bots ----------

export interface BotFlags {
  hybridBotPosition?: boolean | null;
  swingBotPosition?: boolean | null;
  hourBotPosition?: boolean | null;
}

/** How many of a stock's three bots are in position ('n / 3 active'). */
export function activeBotsOf(stock: BotFlags): number {
  return [stock.hybridBotPosition, stock.swingBotPosition, stock.hourBotPosition].filter(Boolean).length;
}

/** Active Bots: bot flags set across the watchlist. */
export function activeBotCount(stocks: readonly BotFlags[]): number {
  return stocks.reduce((sum, stock) => sum + activeBotsOf(stock), 0);
}
