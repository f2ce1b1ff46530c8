import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { STALE_WRITE_MESSAGE } from '@tradeboard/types/core';
import { currentToast, installFakeApi, makeStock, staleReply } from '../testing/index.js';
import { createQueryClient, toastsAtom } from '@tradeboard/runtime';
import { holdingKeys, holdingsApi, stockKeys, stocksApi } from './resources/index.js';
import { useApiMutation } from './useApiMutation.js';
import { getDefaultStore } from 'jotai';

const added = { title: 'Stock Added', description: 'New stock has been added to watchlist' };
const addFailed = { title: 'Add Failed', description: 'Failed to add stock to watchlist.' };

/** A client holding the watchlist, two histories, today's log and two holdings variants. */
function seededClient() {
  const queryClient = createQueryClient();
  const seeded = {
    list: stockKeys.list,
    'AAPL history': stockKeys.analysisHistory('AAPL'),
    'MSFT history': stockKeys.analysisHistory('MSFT'),
    'analysis log': stockKeys.analysisLogToday,
    'Main Fund holdings': holdingKeys.list('Main Fund'),
    'all holdings': holdingKeys.list(),
  };
  for (const key of Object.values(seeded)) queryClient.setQueryData(key, []);
  const refreshed = () =>
    Object.entries(seeded)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, refreshed, wrapper };
}

describe('useApiMutation and the key families', () => {
  it('adding a stock refreshes the watchlist only, never the analysis histories, and says Stock Added', async () => {
    const api = installFakeApi({ 'POST /api/stocks': { status: 201, body: makeStock('NVDA') } });
    const { refreshed, wrapper } = seededClient();
    const { result } = renderHook(
      () =>
        useApiMutation({
          mutationFn: (symbol: string) => stocksApi.create({ symbol }),
          invalidate: [stockKeys.list],
          success: added,
          failure: addFailed,
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync('NVDA'));
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/stocks', body: { symbol: 'NVDA' } }]);
    expect(refreshed()).toEqual(['list']);
    expect(currentToast()).toMatchObject({ ...added, variant: 'success' });
  });

  it("saving one stock's analysis refreshes the list, that stock's history and today's log", async () => {
    installFakeApi({ 'PATCH /api/stocks/AAPL': { body: makeStock('AAPL', { analysisText: 'Up' }) } });
    const { refreshed, wrapper } = seededClient();
    const { result } = renderHook(
      () =>
        useApiMutation({
          mutationFn: (symbol: string) => stocksApi.update({ symbol, version: 1 }, { analysisText: 'Up' }),
          invalidate: (symbol) => [stockKeys.list, stockKeys.analysisHistory(symbol), stockKeys.analysisLogToday],
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync('AAPL'));
    expect(refreshed()).toEqual(['list', 'AAPL history', 'analysis log']);
  });

  it('a holdings write refreshes every fund filter of the holdings and nothing else', async () => {
    installFakeApi({ 'DELETE /api/holdings/h1': { status: 204 } });
    const { refreshed, wrapper } = seededClient();
    const { result } = renderHook(
      () => useApiMutation({ mutationFn: (id: string) => holdingsApi.remove(id), invalidate: [holdingKeys.all] }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync('h1'));
    expect(refreshed()).toEqual(['Main Fund holdings', 'all holdings']);
  });

  it('a failed write shows the failure toast and refreshes nothing (unless asked to)', async () => {
    installFakeApi({ 'POST /api/stocks': { status: 409, body: { message: 'AAPL is already on the watchlist' } } });
    const { refreshed, wrapper } = seededClient();
    const { result } = renderHook(
      () =>
        useApiMutation({
          mutationFn: (symbol: string) => stocksApi.create({ symbol }),
          invalidate: [stockKeys.list],
          success: added,
          failure: addFailed,
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync('AAPL').catch(() => undefined));
    // The server's reason of a refusal (400, 409, 413, 422) is a second line under the spec's text.
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: addFailed.title,
        description: `${addFailed.description}\nAAPL is already on the watchlist`,
        variant: 'destructive',
      }),
    );
    expect(refreshed()).toEqual([]);
  });

  it("an undo's restore runs from the toast's 'Undo'; a refused one says 'Undo Failed' and why", async () => {
    let restoreAnswer: { status: number; body: unknown } = { status: 201, body: makeStock('AAPL') };
    const api = installFakeApi({
      'DELETE /api/stocks/AAPL': { status: 204 },
      'POST /api/stocks': () => restoreAnswer,
    });
    const { wrapper } = seededClient();
    const { result } = renderHook(
      () =>
        useApiMutation({
          mutationFn: (symbol: string) => stocksApi.remove(symbol),
          success: { title: 'Stock Removed' },
          undo: { restore: (symbol: string) => stocksApi.create({ symbol }), done: { title: 'Undone' } },
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync('AAPL'));
    const shown = getDefaultStore()
      .get(toastsAtom)
      .find((item) => item.open)!;
    expect(shown.action?.label).toBe('Undo');
    act(() => shown.action!.onClick());
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Undone', variant: 'success' }));
    expect(api.writes().at(-1)).toMatchObject({ method: 'POST', path: '/api/stocks', body: { symbol: 'AAPL' } });

    restoreAnswer = { status: 409, body: { message: 'AAPL is already on the watchlist' } };
    act(() => shown.action!.onClick());
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Undo Failed',
        description: 'AAPL is already on the watchlist',
        variant: 'destructive',
      }),
    );
  });
});

describe('edits of a record changed elsewhere (issue 23)', () => {
  const updateFailed = { title: 'Update Failed', description: 'Failed to update stock data.' };

  it('an edit sends the version it was made from as If-Match', async () => {
    const api = installFakeApi({ 'PATCH /api/stocks/AAPL': { body: makeStock('AAPL', { version: 4 }) } });
    await stocksApi.update(makeStock('AAPL', { version: 3 }), { range: 'Fair Value' });
    expect(api.writes()).toEqual([
      { method: 'PATCH', path: '/api/stocks/AAPL', body: { range: 'Fair Value' }, ifMatch: '"3"' },
    ]);
  });

  it('a 412 shows "This was changed elsewhere; your change was not saved", refreshes the families and hands over the current record', async () => {
    const current = makeStock('AAPL', { range: 'Premium Range', version: 5 });
    installFakeApi({ 'PATCH /api/stocks/AAPL': staleReply(current) });
    const { refreshed, wrapper } = seededClient();
    const stale: unknown[] = [];
    const { result } = renderHook(
      () =>
        useApiMutation({
          mutationFn: (version: number) => stocksApi.update({ symbol: 'AAPL', version }, { range: 'Fair Value' }),
          invalidate: [stockKeys.list],
          failure: updateFailed,
          onStale: (record) => stale.push(record),
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync(4).catch(() => undefined));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Update Failed',
        description: STALE_WRITE_MESSAGE,
        variant: 'destructive',
      }),
    );
    expect(STALE_WRITE_MESSAGE).toBe('This was changed elsewhere; your change was not saved');
    expect(refreshed()).toEqual(['list']);
    expect(stale).toEqual([current]);
  });

  it('a 412 says so even where failures are silent (no failure toast)', async () => {
    const { wrapper } = seededClient();
    const { result } = renderHook(
      () => useApiMutation({ mutationFn: () => stocksApi.update({ symbol: 'AAPL', version: 1 }, { range: null }) }),
      { wrapper },
    );
    installFakeApi({ 'PATCH /api/stocks/AAPL': staleReply(null) });
    await act(() => result.current.mutateAsync().catch(() => undefined));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Not Saved',
        description: STALE_WRITE_MESSAGE,
        variant: 'destructive',
      }),
    );
  });
});
