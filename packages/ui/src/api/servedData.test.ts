import { createQueryClient } from '@tradeboard/runtime';
import { SERVED_DATA_ID } from '@tradeboard/types/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addJsonBlock,
  installFakeApi,
  makeAnalysisLogEntry,
  makeDailyActivity,
  makeHolding,
  makeNextSessionTrade,
  makeStock,
  makeUnusualFlow,
} from '../testing/index.js';
import { dailyActivityApi, holdingsApi, nextSessionTradesApi, stocksApi, unusualFlowApi } from './resources/index.js';
import { takeServedData } from './servedData.js';

/** The element the API writes into the page (services/api/src/web/served-reads.ts). */
const serve = (text: string) => addJsonBlock(SERVED_DATA_ID, text);

beforeEach(() => document.getElementById(SERVED_DATA_ID)?.remove());
afterEach(() => vi.restoreAllMocks());

describe('data served inside the page', () => {
  it("starts the watchlist's queries with the served answers, without a request, and only once", async () => {
    const stocks = [makeStock('AMD'), makeStock('NVDA')];
    const holdings = [makeHolding('AMD')];
    serve(JSON.stringify({ '/api/stocks': stocks, '/api/holdings?fund=Main+Fund': holdings }));
    const api = installFakeApi({ 'GET /api/stocks': { body: [makeStock('MSFT')] } });

    const client = createQueryClient();
    expect(await client.ensureQueryData(stocksApi.list())).toEqual(stocks);
    expect(await client.ensureQueryData(holdingsApi.list('Main Fund'))).toEqual(holdings);
    expect(api.fetchMock).not.toHaveBeenCalled();
    // Each read once: the element is gone, and a query built again (a new cache) reads the API.
    expect(document.getElementById(SERVED_DATA_ID)).toBeNull();
    const later = createQueryClient();
    expect((await later.ensureQueryData(stocksApi.list())).map((stock) => stock.symbol)).toEqual(['MSFT']);
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
  });

  it("starts the bell's queries (today's analysis entries, the flow alerts) with the served answers, without a request", async () => {
    const entries = [makeAnalysisLogEntry('AMD')];
    const flows = [makeUnusualFlow('TSLA')];
    serve(JSON.stringify({ '/api/analysis-log/today': entries, '/api/unusual-flow': flows }));
    const api = installFakeApi({ 'GET /api/analysis-log/today': { body: [] }, 'GET /api/unusual-flow': { body: [] } });

    const client = createQueryClient();
    expect(await client.ensureQueryData(stocksApi.analysisLogToday())).toEqual(entries);
    expect(await client.ensureQueryData(unusualFlowApi.list())).toEqual(flows);
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it("starts the admin's next session trades with the served answer for its fund only", async () => {
    const trades = [makeNextSessionTrade('AMD')];
    serve(JSON.stringify({ '/api/next-session-trades?fund=Main+Fund': trades }));
    const api = installFakeApi({ 'GET /api/next-session-trades': { body: [] } });

    const client = createQueryClient();
    expect(await client.ensureQueryData(nextSessionTradesApi.byFund('Growth Fund'))).toEqual([]);
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
    expect(await client.ensureQueryData(nextSessionTradesApi.byFund('Main Fund'))).toEqual(trades);
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
    expect(document.getElementById(SERVED_DATA_ID)).toBeNull();
  });

  it("starts the admin's daily activity with the served answer, a served null (nothing stored) included", async () => {
    const url = (date: string) => `/api/daily-activity/Main%20Fund/${encodeURIComponent(date)}`;
    serve(
      JSON.stringify({ [url('11/27/2026')]: makeDailyActivity('Main Fund', '11/27/2026'), [url('11/28/2026')]: null }),
    );
    const api = installFakeApi({ 'GET /api/daily-activity/Main Fund/11/29/2026': { body: null } });

    const client = createQueryClient();
    expect(await client.ensureQueryData(dailyActivityApi.byDay('Main Fund', '11/28/2026'))).toBeNull();
    expect(await client.ensureQueryData(dailyActivityApi.byDay('Main Fund', '11/27/2026'))).toMatchObject({
      date: '11/27/2026',
    });
    expect(api.fetchMock).not.toHaveBeenCalled();
    // A day the page does not carry (the browser's date differs from the server's) is read.
    await client.ensureQueryData(dailyActivityApi.byDay('Main Fund', '11/29/2026'));
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads the API for a URL the page does not carry, or when what it carries is not a JSON object', async () => {
    serve(JSON.stringify({ '/api/stocks': [] }));
    expect(takeServedData('/api/holdings?fund=Growth+Fund')).toBeUndefined();
    expect(takeServedData('/api/stocks')).toEqual([]);
    expect(takeServedData('/api/stocks')).toBeUndefined();

    expect(document.getElementById(SERVED_DATA_ID)).toBeNull();

    for (const broken of ['{"/api/stocks": [', '[1, 2]', '']) {
      serve(broken);
      expect(takeServedData('/api/stocks'), broken).toBeUndefined();
      document.getElementById(SERVED_DATA_ID)?.remove();
    }
    // No element at all (a page not served by the API: tests, the dev server).
    expect(takeServedData('/api/stocks')).toBeUndefined();
  });
});
