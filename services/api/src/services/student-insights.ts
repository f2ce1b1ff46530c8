/**
 * GET /api/student-insights: the student portal's summary in one call (watchlist size and Main Fund
 * column, Main Fund figures and manual P&L, flow alerts and flow P&L, today's activity, next-session
 * trades). Everything is read from the stored data at the time of the call.
 */
import {
  DEFAULT_FUND,
  FLOW_FUND,
  activeBotCount,
  portfolioMarketValue,
  type ManualPnl,
  type StudentInsights,
} from '@tradeboard/types';
import type { Models } from '../db/models/index.js';
import { toApi } from '../db/serialize.js';
import { localMidnight, todayUs } from './calendar.js';
import { roundCents } from './portfolio-metrics.js';

interface MainFundHolding {
  ticker: string;
  quantity: number;
  tradePrice: number;
  currentPrice: number | null;
  pnlOpen: number | null;
}

/** Position count, market value and unrealized P&L (sum of pnlOpen; a missing figure counts as 0). */
export function summariseFund(holdings: readonly MainFundHolding[]) {
  return {
    positionCount: holdings.length,
    totalValue: roundCents(portfolioMarketValue(holdings)),
    unrealizedPnl: roundCents(holdings.reduce((sum, holding) => sum + (holding.pnlOpen ?? 0), 0)),
  };
}

export async function readStudentInsights(all: Models, now: Date): Promise<StudentInsights> {
  const today = todayUs(now);
  const [stocks, holdings, optionsCount, mainPnl, flowPnl, alertCount, alertsToday, latestAlert, daily, trades] =
    await Promise.all([
      all.stocks.find({}, { hybridBotPosition: 1, swingBotPosition: 1, hourBotPosition: 1 }).lean(),
      all.holdings
        .find({ fund: DEFAULT_FUND }, { ticker: 1, quantity: 1, tradePrice: 1, currentPrice: 1, pnlOpen: 1 })
        .sort({ ticker: 1 })
        .lean<MainFundHolding[]>(),
      all.options.countDocuments({ fund: DEFAULT_FUND }),
      all.manualPnl.findOne({ fund: DEFAULT_FUND }).lean(),
      all.manualPnl.findOne({ fund: FLOW_FUND }).lean(),
      all.unusualFlow.countDocuments({}),
      all.unusualFlow.countDocuments({ createdAt: { $gte: localMidnight(now) } }),
      all.unusualFlow.findOne({}, { createdAt: 1 }).sort({ createdAt: -1, _id: -1 }).lean(),
      all.dailyActivity.findOne({ fund: DEFAULT_FUND, date: today }).lean(),
      all.nextSessionTrades.find({ fund: DEFAULT_FUND }).sort({ createdAt: 1, _id: 1 }).lean(),
    ]);
  return {
    watchlist: {
      count: stocks.length,
      mainFundSymbols: holdings.map((holding) => holding.ticker),
      activeBots: activeBotCount(stocks),
    },
    mainFund: { ...summariseFund(holdings), manualPnl: mainPnl ? toApi<ManualPnl>(mainPnl) : null, optionsCount },
    flow: {
      alertCount,
      alertsToday,
      latestAlertAt: latestAlert ? latestAlert.createdAt.toISOString() : null,
      manualPnl: flowPnl ? toApi<ManualPnl>(flowPnl) : null,
    },
    todayActivity: {
      date: today,
      addedPositions: daily?.addedPositions ?? [],
      removedPositions: daily?.removedPositions ?? [],
    },
    nextSession: {
      add: trades.filter((trade) => trade.action === 'add').map((trade) => trade.ticker),
      remove: trades.filter((trade) => trade.action === 'remove').map((trade) => trade.ticker),
    },
    generatedAt: now.toISOString(),
  };
}
