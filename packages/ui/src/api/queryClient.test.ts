import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './queryClient.js';
import { queryKeys, urlFromQueryKey } from './queryKeys.js';

afterEach(() => vi.unstubAllGlobals());

describe('query keys', () => {
  it('join their parts with "/" and URI-encode every part after the first', () => {
    expect(urlFromQueryKey(queryKeys.analysisHistory('AAPL'))).toBe('/api/stocks/AAPL/analysis-history');
    expect(urlFromQueryKey(queryKeys.manualPnl('✅ Main Fund'))).toBe('/api/manual-pnl/fund/%E2%9C%85%20Main%20Fund');
    expect(urlFromQueryKey(queryKeys.dailyActivity('FLOW', '11/22/2025'))).toBe(
      '/api/daily-activity/FLOW/11%2F22%2F2025',
    );
    expect(urlFromQueryKey(queryKeys.portfolioActivity('Main Fund', 7))).toBe('/api/portfolio-activity/Main%20Fund/7');
  });

  it('turn a trailing object into a query string and leave it out when empty', () => {
    expect(urlFromQueryKey(queryKeys.holdings('Growth Fund'))).toBe('/api/holdings?fund=Growth+Fund');
    expect(urlFromQueryKey(queryKeys.holdings())).toBe('/api/holdings');
    expect(queryKeys.holdings()).toEqual(['/api/holdings']);
  });
});

describe('createQueryClient', () => {
  it('fetches with the default query function built from the key', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('[{"id":"1"}]', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    const data = await client.fetchQuery({ queryKey: queryKeys.analysisHistory('TSLA') });
    expect(data).toEqual([{ id: '1' }]);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/stocks/TSLA/analysis-history');
    expect(fetchMock.mock.calls[0]![1]?.credentials).toBe('include');
  });

  it('uses the SPEC defaults: never stale, no refetch on focus, no retry', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('boom', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    const defaults = client.getDefaultOptions().queries!;
    expect(defaults.staleTime).toBe(Infinity);
    expect(defaults.refetchOnWindowFocus).toBe(false);
    await expect(client.fetchQuery({ queryKey: queryKeys.stocks })).rejects.toThrow('500: boom');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
