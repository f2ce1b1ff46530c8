import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createQueryClient, stockKeys, unusualFlowKeys } from '@tradeboard/ui';
import { installFakeApi } from '@tradeboard/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectedNotificationBell } from './ConnectedNotificationBell.js';

afterEach(() => vi.unstubAllGlobals());

describe('notification bell data', () => {
  it("counts today's analysis entries and only the flow alerts created since local midnight", async () => {
    const today = new Date();
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1, 12).toISOString();
    const { calls } = installFakeApi({
      'GET /api/analysis-log/today': () => ({
        body: [
          { id: 'a1', stockSymbol: 'AAPL', analysisText: 'Up', analysisImage: null, createdAt: today.toISOString() },
          {
            id: 'a2',
            stockSymbol: 'MSFT',
            analysisText: null,
            analysisImage: '/u/m.png',
            createdAt: today.toISOString(),
          },
        ],
      }),
      'GET /api/unusual-flow': () => ({
        body: [
          {
            id: 'f1',
            ticker: 'TSLA',
            optionType: 'CALL',
            strike: 1,
            expiry: '2026-12-19',
            spot: null,
            flowDescription: 'x',
            flowImage: null,
            premium: null,
            volume: null,
            openInterest: null,
            createdAt: today.toISOString(),
            updatedAt: today.toISOString(),
          },
          {
            id: 'f2',
            ticker: 'AMD',
            optionType: 'PUT',
            strike: 1,
            expiry: '2026-12-19',
            spot: null,
            flowDescription: 'y',
            flowImage: null,
            premium: null,
            volume: null,
            openInterest: null,
            createdAt: yesterday,
            updatedAt: yesterday,
          },
        ],
      }),
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ConnectedNotificationBell navigate={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('button', { name: "Today's Activity: 3" })).toBeTruthy();
    expect(calls.map((call) => call.path).sort()).toEqual(['/api/analysis-log/today', '/api/unusual-flow']);
  });

  it("when a poll brings new entries, refreshes the stocks, those stocks' analysis histories and other flow lists", async () => {
    const now = new Date().toISOString();
    const entry = (id: string, stockSymbol: string) => ({
      id,
      stockSymbol,
      analysisText: 'Note',
      analysisImage: null,
      createdAt: now,
    });
    const alert = (id: string) => ({
      id,
      ticker: 'TSLA',
      optionType: 'CALL',
      strike: 1,
      expiry: '2026-12-19',
      spot: null,
      flowDescription: 'x',
      flowImage: null,
      premium: null,
      volume: null,
      openInterest: null,
      createdAt: now,
      updatedAt: now,
    });
    let analysis = [entry('a1', 'AAPL')];
    let flows = [alert('f1')];
    const { calls } = installFakeApi({
      'GET /api/analysis-log/today': () => ({ body: analysis }),
      'GET /api/unusual-flow': () => ({ body: flows }),
    });
    const queryClient = createQueryClient();
    const seeded = {
      stocks: stockKeys.list,
      'AAPL history': stockKeys.analysisHistory('AAPL'),
      'NVDA history': stockKeys.analysisHistory('NVDA'),
      'another flow list': [...unusualFlowKeys.list, { limit: 5 }],
    };
    for (const key of Object.values(seeded)) queryClient.setQueryData(key, []);
    const invalidated = () =>
      Object.entries(seeded)
        .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
        .map(([name]) => name);
    const poll = (key: readonly unknown[]) => act(() => queryClient.refetchQueries({ queryKey: key, exact: true }));

    render(
      <QueryClientProvider client={queryClient}>
        <ConnectedNotificationBell navigate={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('button', { name: "Today's Activity: 2" })).toBeTruthy();
    // The first load is not news.
    expect(invalidated()).toEqual([]);

    analysis = [entry('a2', 'NVDA'), ...analysis];
    await poll(stockKeys.analysisLogToday);
    expect(await screen.findByRole('button', { name: "Today's Activity: 3" })).toBeTruthy();
    expect(invalidated()).toEqual(['stocks', 'NVDA history']);

    const flowFetches = () => calls.filter((call) => call.path === '/api/unusual-flow').length;
    const before = flowFetches();
    flows = [alert('f2'), ...flows];
    await poll(unusualFlowKeys.list);
    expect(await screen.findByRole('button', { name: "Today's Activity: 4" })).toBeTruthy();
    expect(invalidated()).toEqual(['stocks', 'NVDA history', 'another flow list']);
    // The bell's own list has just arrived: it is not fetched again.
    expect(flowFetches()).toBe(before + 1);
  });
});
