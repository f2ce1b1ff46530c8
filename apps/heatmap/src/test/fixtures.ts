import type { AnalysisHistoryEntry, Holding, Stock } from '@tradeboard/types';

let nextId = 1;
const id = () => (nextId++).toString(16).padStart(24, '0');

export function makeStock(symbol: string, fields: Partial<Stock> = {}): Stock {
  return {
    id: id(),
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
    createdAt: '2025-06-02T14:30:00.000Z',
    updatedAt: '2025-06-02T14:30:00.000Z',
    ...fields,
  };
}

export function makeHolding(ticker: string): Holding {
  return {
    id: id(),
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
    createdAt: '2025-06-02T14:30:00.000Z',
    updatedAt: '2025-06-02T14:30:00.000Z',
  };
}

export function makeHistoryEntry(symbol: string, createdAt: string, fields: Partial<AnalysisHistoryEntry> = {}): AnalysisHistoryEntry {
  return { id: id(), stockSymbol: symbol, analysisText: null, analysisImage: null, createdAt, updatedAt: createdAt, ...fields };
}
