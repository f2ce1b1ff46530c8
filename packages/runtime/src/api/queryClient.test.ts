import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './queryClient.js';
import { queryKeys } from './queryKeys.js';

afterEach(() => vi.unstubAllGlobals());

describe('query keys', () => {
  it("a fund's list key extends the resource's key, so invalidating the resource reaches every fund", () => {
    expect(queryKeys.holdings()).toEqual(['/api/holdings']);
    expect(queryKeys.holdings('Growth Fund').slice(0, 1)).toEqual(queryKeys.holdings());
  });
});

describe('createQueryClient', () => {
  it('uses the SPEC defaults: never stale, no refetch on focus, no retry', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('boom', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    const defaults = client.getDefaultOptions().queries!;
    expect(defaults.staleTime).toBe(Infinity);
    expect(defaults.refetchOnWindowFocus).toBe(false);
    await expect(
      client.fetchQuery({
        queryKey: queryKeys.stocks,
        queryFn: async () => {
          const response = await fetch('/api/stocks');
          throw new Error(`${response.status}: ${await response.text()}`);
        },
      }),
    ).rejects.toThrow('500: boom');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
