/**
 * Builders for every entity the API answers (SPEC section 3, shapes from @tradeboard/types): a
 * plausible stored record with unset optional fields, overridden by `fields`. Ids are unique
 * 24-hex strings like MongoDB's.
 */
import type {
  AnalysisHistoryEntry,
  AnalysisLogEntry,
  AuthStatus,
  BotAnalysis,
  Course,
  DailyActivity,
  Documentation,
  FlowHolding,
  Holding,
  Lesson,
  ManualPnl,
  NextSessionTrade,
  OptionPosition,
  PortfolioActivity,
  PortfolioMetricsSnapshot,
  Stock,
  UnusualFlow,
} from '@tradeboard/types';

let nextId = 1;
/** A fresh id, unique within the test run. */
export const makeId = () => (nextId++).toString(16).padStart(24, '0');
const STORED_AT = '2025-06-02T14:30:00.000Z';
const stamps = { createdAt: STORED_AT, updatedAt: STORED_AT };
/** Records a client edits carry a version (issue 23); a fresh one is at version 1. */
const versioned = { version: 1, ...stamps };

export const makeAuthStatus = (username: string | null = null): AuthStatus => ({
  isAuthenticated: username !== null,
  username,
});

export function makeStock(symbol: string, fields: Partial<Stock> = {}): Stock {
  return {
    id: makeId(),
    symbol,
    range: null,
    monthlyBX: null,
    weeklyBX: null,
    dailyBX: null,
    hybridBotPosition: false,
    swingBotPosition: false,
    hourBotPosition: false,
    analysisText: null,
    analysisImage: null,
    ...versioned,
    ...fields,
  };
}

export function makeHistoryEntry(
  symbol: string,
  createdAt: string,
  fields: Partial<AnalysisHistoryEntry> = {},
): AnalysisHistoryEntry {
  return {
    id: makeId(),
    stockSymbol: symbol,
    analysisText: null,
    analysisImage: null,
    createdAt,
    updatedAt: createdAt,
    ...fields,
  };
}

export function makeAnalysisLogEntry(symbol: string, fields: Partial<AnalysisLogEntry> = {}): AnalysisLogEntry {
  return {
    id: makeId(),
    stockSymbol: symbol,
    analysisText: null,
    analysisImage: null,
    createdAt: new Date().toISOString(),
    ...fields,
  };
}

export function makeHolding(ticker: string, fields: Partial<Holding> = {}): Holding {
  return {
    id: makeId(),
    fund: 'Main Fund',
    ticker,
    quantity: 10,
    tradePrice: 100,
    entryPrice: null,
    shares: null,
    currentPrice: null,
    pnlPercent: null,
    pnlOpen: null,
    optionsLongTerm: 'Options',
    dateOpened: null,
    ...versioned,
    ...fields,
  };
}

export function makeOption(ticker: string, fields: Partial<OptionPosition> = {}): OptionPosition {
  return {
    id: makeId(),
    fund: 'Main Fund',
    ticker,
    optionType: 'CALL',
    strike: 100,
    expiry: '12/19/2025',
    quantity: 1,
    price: 2.5,
    pnlPercent: null,
    pnlOpen: null,
    ...versioned,
    ...fields,
  };
}

export function makeFlowHolding(ticker: string, fields: Partial<FlowHolding> = {}): FlowHolding {
  const { fund: _fund, ...option } = makeOption(ticker);
  return { ...option, ...fields };
}

export function makeUnusualFlow(ticker: string, fields: Partial<UnusualFlow> = {}): UnusualFlow {
  return {
    id: makeId(),
    ticker,
    optionType: 'CALL',
    strike: 100,
    expiry: '12/19/2025',
    spot: null,
    flowDescription: '',
    flowImage: null,
    premium: null,
    volume: null,
    openInterest: null,
    ...versioned,
    ...fields,
  };
}

export function makeManualPnl(fund: ManualPnl['fund'], fields: Partial<ManualPnl> = {}): ManualPnl {
  return {
    id: makeId(),
    fund,
    allTimePnl: null,
    ytdPnl: null,
    ytdPnlPercent: null,
    startingCapital: null,
    ...versioned,
    ...fields,
  };
}

export function makeDailyActivity(
  fund: DailyActivity['fund'],
  date: string,
  fields: Partial<DailyActivity> = {},
): DailyActivity {
  return { id: makeId(), fund, date, addedPositions: [], removedPositions: [], ...versioned, ...fields };
}

export function makePortfolioActivity(ticker: string, fields: Partial<PortfolioActivity> = {}): PortfolioActivity {
  return {
    id: makeId(),
    fund: 'Main Fund',
    date: '06/02/2025',
    activityType: 'holding_added',
    ticker,
    details: null,
    createdAt: STORED_AT,
    ...fields,
  };
}

export function makeNextSessionTrade(ticker: string, fields: Partial<NextSessionTrade> = {}): NextSessionTrade {
  return { id: makeId(), fund: 'Main Fund', ticker, action: 'add', version: 1, createdAt: STORED_AT, ...fields };
}

/** One day of the Fund Performance chart (GET /api/portfolio-metrics/history). */
export function makeMetricsSnapshot(
  date: string,
  fields: Partial<PortfolioMetricsSnapshot> = {},
): PortfolioMetricsSnapshot {
  return { id: makeId(), date, totalValue: 0, dailyPnl: null, activePositions: 0, activeBots: 0, ...fields };
}

export function makeBotAnalysis(filename: string, fields: Partial<BotAnalysis> = {}): BotAnalysis {
  return { id: makeId(), filename, analysisResult: null, confidence: null, processedAt: STORED_AT, ...fields };
}

export function makeCourse(title: string, fields: Partial<Course> = {}): Course {
  return {
    id: makeId(),
    title,
    description: null,
    category: 'Strategy',
    difficulty: 'Beginner',
    duration: null,
    thumbnailUrl: null,
    externalSource: null,
    externalId: null,
    lastSyncedAt: null,
    isPublished: true,
    orderIndex: 0,
    ...versioned,
    ...fields,
  };
}

export function makeLesson(courseId: string, title: string, fields: Partial<Lesson> = {}): Lesson {
  return {
    id: makeId(),
    courseId,
    title,
    description: null,
    content: null,
    videoUrl: null,
    attachments: [],
    duration: null,
    externalSource: null,
    externalId: null,
    lastSyncedAt: null,
    orderIndex: 0,
    isPublished: true,
    ...versioned,
    ...fields,
  };
}

export function makeDocumentation(title: string, fields: Partial<Documentation> = {}): Documentation {
  return {
    id: makeId(),
    title,
    content: '',
    category: 'SOP',
    tags: [],
    attachments: [],
    notionId: null,
    isPublished: true,
    orderIndex: 0,
    ...versioned,
    ...fields,
  };
}
