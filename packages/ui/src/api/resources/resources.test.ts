import { describe, expect, it } from 'vitest';
import { installFakeApi, makeHolding, makeManualPnl } from '../../testing/index.js';
import { createQueryClient } from '@tradeboard/runtime';
import { dailyActivityApi, holdingsApi, manualPnlApi, nextSessionTradesApi, stockKeys, uploadsApi } from './index.js';

describe('typed API resources', () => {
  it('read the SPEC section 7 paths, encoding each parameter as one path segment or the query string', async () => {
    const api = installFakeApi({
      'GET /api/holdings?fund=Growth Fund': { body: [makeHolding('AAPL', { fund: 'Growth Fund' })] },
      'GET /api/manual-pnl/fund/✅ Main Fund': { body: null },
      'GET /api/daily-activity/FLOW/11/22/2025': { body: null },
      'GET /api/next-session-trades?fund=FLOW': { body: [] },
    });
    const client = createQueryClient();
    const holdings = await client.fetchQuery(holdingsApi.list('Growth Fund'));
    expect(holdings.map((holding) => holding.ticker)).toEqual(['AAPL']);
    expect(await client.fetchQuery(manualPnlApi.byFund('✅ Main Fund'))).toBeNull();
    await client.fetchQuery(dailyActivityApi.byDay('FLOW', '11/22/2025'));
    await client.fetchQuery(nextSessionTradesApi.byFund('FLOW'));
    const urls = (api.fetchMock.mock.calls as [string][]).map(([url]) => url);
    expect(urls).toEqual([
      '/api/holdings?fund=Growth+Fund',
      '/api/manual-pnl/fund/%E2%9C%85%20Main%20Fund',
      '/api/daily-activity/FLOW/11%2F22%2F2025',
      '/api/next-session-trades?fund=FLOW',
    ]);
  });

  it('keep the watchlist key out of the analysis-history family', () => {
    const client = createQueryClient();
    client.setQueryData(stockKeys.list, []);
    client.setQueryData(stockKeys.analysisHistory('AAPL'), []);
    expect(
      client
        .getQueryCache()
        .findAll({ queryKey: stockKeys.list })
        .map((query) => query.queryKey),
    ).toEqual([stockKeys.list]);
    expect(client.getQueryCache().findAll({ queryKey: stockKeys.all })).toHaveLength(2);
  });

  it("send a library file in the field its endpoint names ('pdf' or 'video')", async () => {
    const api = installFakeApi({
      'POST /api/trading-library/upload-pdf': { body: { fileUrl: '/uploads/a.pdf', filename: 'a.pdf', size: 3 } },
    });
    const result = await uploadsApi.libraryFile(
      '/api/trading-library/upload-pdf',
      new File(['pdf'], 'a.pdf', { type: 'application/pdf' }),
    );
    expect(result.fileUrl).toBe('/uploads/a.pdf');
    expect((api.calls[0]?.body as FormData).get('pdf')).toBeInstanceOf(File);
  });

  it('save a P&L form as a new record when it was filled from none, else as a PATCH of that record', async () => {
    const api = installFakeApi({
      'POST /api/manual-pnl': ({ body }) => ({ status: 201, body: makeManualPnl('Main Fund', body as object) }),
      'PATCH /api/manual-pnl/p1': ({ body }) => ({
        body: makeManualPnl('Main Fund', { id: 'p1', ...(body as object) }),
      }),
    });
    const body = {
      fund: 'Main Fund' as const,
      allTimePnl: null,
      ytdPnl: 12.5,
      ytdPnlPercent: null,
      startingCapital: null,
    };
    await manualPnlApi.saveRecord(null, body);
    await manualPnlApi.saveRecord(makeManualPnl('Main Fund', { id: 'p1' }), { ...body, ytdPnl: 20 });
    expect(
      api.writes().map(({ method, path, body: sent }) => [method, path, (sent as { ytdPnl: number }).ytdPnl]),
    ).toEqual([
      ['POST', '/api/manual-pnl', 12.5],
      ['PATCH', '/api/manual-pnl/p1', 20],
    ]);
  });
});
