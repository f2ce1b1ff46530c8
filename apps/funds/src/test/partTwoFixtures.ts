/**
 * Test helpers of the part 2 views: the fake API and render of `@tradeboard/ui/test-support`
 * (replies default to 200), and builders for the records those views read (stored shapes from
 * @tradeboard/types).
 */
import type { DailyActivity, NextSessionTrade, PortfolioActivity, PortfolioMetricsSnapshot, Stock } from '@tradeboard/types';
import { renderWithProviders, stubFetch, type RecordedCall } from '@tradeboard/ui/test-support';

type Reply = { status?: number; body?: unknown };

/** The API answering { 'GET /api/path': reply or handler } (paths decoded), recording every call. */
export function installFakeRoutes(routes: Record<string, Reply | ((call: RecordedCall) => Reply)>) {
  const withStatus = (reply: Reply) => ({ status: reply.status ?? 200, body: reply.body });
  return stubFetch(
    Object.fromEntries(
      Object.entries(routes).map(([route, reply]) => [route, typeof reply === 'function' ? (call: RecordedCall) => withStatus(reply(call)) : withStatus(reply)]),
    ),
  );
}

export const renderView = renderWithProviders;

let nextId = 1;
const id = () => (nextId++).toString(16).padStart(24, '0');
const STORED_AT = '2025-06-15T12:00:00.000Z';

export const makeSnapshot = (date: string, totalValue: number, dailyPnl: number | null): PortfolioMetricsSnapshot => ({
  id: id(),
  date,
  totalValue,
  dailyPnl,
  activePositions: 7,
  activeBots: 4,
});

export const makeActivity = (ticker: string, fields: Partial<PortfolioActivity> = {}): PortfolioActivity => ({
  id: id(),
  fund: 'Main Fund',
  date: '06/15/2025',
  activityType: 'holding_added',
  ticker,
  details: null,
  createdAt: STORED_AT,
  ...fields,
});

export const makeTrade = (ticker: string, action: NextSessionTrade['action']): NextSessionTrade => ({ id: id(), fund: 'Main Fund', ticker, action, createdAt: STORED_AT });

export const makeDaily = (date: string, addedPositions: string[], removedPositions: string[]): DailyActivity => ({
  id: id(),
  fund: 'Main Fund',
  date,
  addedPositions,
  removedPositions,
  createdAt: STORED_AT,
  updatedAt: STORED_AT,
});

export const makeWatchlist = (count: number): Stock[] =>
  Array.from({ length: count }, (_, index) => ({
    id: id(),
    symbol: `S${String.fromCharCode(65 + (index % 26))}${String.fromCharCode(65 + Math.floor(index / 26))}`,
    range: null,
    monthlyBX: null,
    weeklyBX: null,
    dailyBX: null,
    hybridBotPosition: false,
    swingBotPosition: false,
    hourBotPosition: false,
    analysisText: null,
    analysisImage: null,
    createdAt: STORED_AT,
    updatedAt: STORED_AT,
  }));
