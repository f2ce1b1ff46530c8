/**
 * Reads what the portfolio figures need, computes them, and keeps today's snapshot in
 * portfolio_metrics (one per server-local day, written on a read whose figures differ from the
 * stored ones, so the last read of a day holds that day's closing figures; tomorrow's "Today's P&L"
 * is measured against it). A read that changes nothing writes nothing: every write is a live-update
 * event for every open page, which would refetch and so write again.
 */
import type { PortfolioMetrics } from '@tradeboard/types';
import { dayKey } from '../db/models/day-key.js';
import type { Models } from '../db/models/index.js';
import type { Logger } from '../logger.js';
import { todayUs } from './calendar.js';
import { computePortfolioMetrics, type HoldingRecord } from './portfolio-metrics.js';

const HOLDING_FIELDS = {
  priceDate: 1,
  fund: 1,
  ticker: 1,
  quantity: 1,
  tradePrice: 1,
  entryPrice: 1,
  currentPrice: 1,
  pnlPercent: 1,
  pnlOpen: 1,
} as const;
const BOT_FIELDS = { hybridBotPosition: 1, swingBotPosition: 1, hourBotPosition: 1 } as const;

export async function readPortfolioMetrics(
  all: Pick<Models, 'holdings' | 'stocks' | 'portfolioMetrics'>,
  now: Date,
  logger: Logger,
): Promise<{ metrics: PortfolioMetrics; holdings: HoldingRecord[] }> {
  const today = todayUs(now);
  const todayKey = dayKey(today);
  const [holdings, stocks, previous, stored] = await Promise.all([
    all.holdings.find({}, HOLDING_FIELDS).sort({ ticker: 1, fund: 1 }).lean<HoldingRecord[]>(),
    all.stocks.find({}, BOT_FIELDS).lean(),
    all.portfolioMetrics
      .findOne({ _dateKey: { $lt: todayKey } })
      .sort({ _dateKey: -1 })
      .lean(),
    all.portfolioMetrics.findOne({ date: today }).lean(),
  ]);
  const metrics = computePortfolioMetrics({ holdings, stocks, previous, today, now });
  const { totalValue, dailyPnl, activePositions, activeBots } = metrics;
  const unchanged =
    stored !== null &&
    stored._dateKey === todayKey &&
    stored.totalValue === totalValue &&
    stored.dailyPnl === dailyPnl &&
    stored.activePositions === activePositions &&
    stored.activeBots === activeBots;
  if (unchanged) return { metrics, holdings };
  try {
    await all.portfolioMetrics.updateOne(
      { date: today },
      { $set: { _dateKey: todayKey, totalValue, dailyPnl, activePositions, activeBots } },
      { upsert: true },
    );
  } catch (err) {
    // Two reads racing to create today's snapshot: one wins (unique date); the figures are the same.
    // Any other failure must not fail a read whose answer is already computed.
    if ((err as { code?: number }).code !== 11000)
      logger.error({ err }, 'saving the portfolio metrics snapshot failed');
  }
  return { metrics, holdings };
}
