import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { SERVED_DATA_ID } from '@tradeboard/types/core';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createQueryClient, stockKeys, unusualFlowKeys } from '@tradeboard/ui';
import { addJsonBlock, installFakeApi, makeAnalysisLogEntry, makeUnusualFlow } from '@tradeboard/ui/testing';
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
          makeAnalysisLogEntry('AAPL', { createdAt: today.toISOString() }),
          makeAnalysisLogEntry('MSFT', { createdAt: today.toISOString() }),
        ],
      }),
      'GET /api/unusual-flow': () => ({
        body: [
          makeUnusualFlow('TSLA', { createdAt: today.toISOString() }),
          makeUnusualFlow('AMD', { createdAt: yesterday }),
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

  it("hydrates the frame, prerendered with no entries, with the page's served answers: no request, no mismatch, then the count", async () => {
    const now = new Date().toISOString();
    const bell = (
      <QueryClientProvider client={createQueryClient()}>
        <ConnectedNotificationBell navigate={vi.fn()} />
      </QueryClientProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(bell);
    document.body.append(container);
    addJsonBlock(
      SERVED_DATA_ID,
      JSON.stringify({
        '/api/analysis-log/today': [makeAnalysisLogEntry('AAPL', { createdAt: now })],
        '/api/unusual-flow': [makeUnusualFlow('TSLA', { createdAt: now })],
      }),
    );
    const { calls } = installFakeApi({});
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    // A fresh query client, as the page starts with: the prerender's is not the page's.
    await act(async () => {
      hydrateRoot(
        container,
        <QueryClientProvider client={createQueryClient()}>
          <ConnectedNotificationBell navigate={vi.fn()} />
        </QueryClientProvider>,
        { onRecoverableError: recoverable },
      );
    });
    expect(await screen.findByRole('button', { name: "Today's Activity: 2" })).toBeTruthy();
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    container.remove();
  });

  it("when a poll brings new entries, refreshes the stocks, those stocks' analysis histories and other flow lists", async () => {
    const now = new Date().toISOString();
    const entry = (stockSymbol: string) => makeAnalysisLogEntry(stockSymbol, { createdAt: now });
    const alert = () => makeUnusualFlow('TSLA', { createdAt: now });
    let analysis = [entry('AAPL')];
    let flows = [alert()];
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

    analysis = [entry('NVDA'), ...analysis];
    await poll(stockKeys.analysisLogToday);
    expect(await screen.findByRole('button', { name: "Today's Activity: 3" })).toBeTruthy();
    expect(invalidated()).toEqual(['stocks', 'NVDA history']);

    const flowFetches = () => calls.filter((call) => call.path === '/api/unusual-flow').length;
    const before = flowFetches();
    flows = [alert(), ...flows];
    await poll(unusualFlowKeys.list);
    expect(await screen.findByRole('button', { name: "Today's Activity: 4" })).toBeTruthy();
    expect(invalidated()).toEqual(['stocks', 'NVDA history', 'another flow list']);
    // The bell's own list has just arrived: it is not fetched again.
    expect(flowFetches()).toBe(before + 1);
  });
});
