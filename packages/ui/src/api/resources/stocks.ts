/**
 * The watchlist (SPEC section 7, Stocks). Key families, on purpose apart:
 *   ['/api/stocks', {}]                          the watchlist (`list`)
 *   ['/api/stocks', symbol, 'analysis-history']  one stock's history (refreshed only when that stock's analysis changes)
 *   ['/api/analysis-log/today']                  today's analysis entries (the bell)
 * `list` is not a prefix of the histories, so adding or removing a stock never refetches every
 * history; `all` (['/api/stocks']) reaches both.
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  AnalysisHistoryEntry,
  AnalysisLogEntry,
  Stock,
  StockCreateInput,
  StockUpdateInput,
} from '@tradeboard/types';
import { queryKeys } from '@tradeboard/runtime';
import { getJson, requestJson } from '../apiRequest.js';
import { takeServedData } from '../servedData.js';
import { segment } from './paths.js';

export const stockKeys = {
  all: ['/api/stocks'] as const,
  list: queryKeys.stocks,
  analysisHistory: queryKeys.analysisHistory,
  analysisLogToday: queryKeys.analysisLogToday,
};

const stockUrl = (symbol: string) => `/api/stocks/${segment(symbol)}`;

export const stocksApi = {
  keys: stockKeys,
  list: () =>
    queryOptions({
      queryKey: stockKeys.list,
      queryFn: () => getJson<Stock[]>('/api/stocks'),
      initialData: () => takeServedData<Stock[]>('/api/stocks'),
    }),
  analysisHistory: (symbol: string) =>
    queryOptions({
      queryKey: stockKeys.analysisHistory(symbol),
      queryFn: () => getJson<AnalysisHistoryEntry[]>(`${stockUrl(symbol)}/analysis-history`),
    }),
  analysisLogToday: () =>
    queryOptions({
      queryKey: stockKeys.analysisLogToday,
      queryFn: () => getJson<AnalysisLogEntry[]>('/api/analysis-log/today'),
      initialData: () => takeServedData<AnalysisLogEntry[]>('/api/analysis-log/today'),
    }),
  create: (body: StockCreateInput) => requestJson<Stock>('POST', '/api/stocks', body),
  /** PATCH with If-Match: applies only to the version read (412 when someone changed the stock since). */
  update: (stock: Pick<Stock, 'symbol' | 'version'>, body: StockUpdateInput) =>
    requestJson<Stock>('PATCH', stockUrl(stock.symbol), body, { ifMatch: stock.version }),
  remove: (symbol: string) => requestJson<null>('DELETE', stockUrl(symbol)),
};
