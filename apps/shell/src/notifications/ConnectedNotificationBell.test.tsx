import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createQueryClient } from '@tradeboard/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/fakeApi.js';
import { ConnectedNotificationBell } from './ConnectedNotificationBell.js';

afterEach(() => vi.unstubAllGlobals());

describe('notification bell data', () => {
  it("counts today's analysis entries and only the flow alerts created since local midnight", async () => {
    const today = new Date();
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1, 12).toISOString();
    const { calls } = stubApi({
      'GET /api/analysis-log/today': () => ({
        json: [
          { id: 'a1', stockSymbol: 'AAPL', analysisText: 'Up', analysisImage: null, createdAt: today.toISOString() },
          { id: 'a2', stockSymbol: 'MSFT', analysisText: null, analysisImage: '/u/m.png', createdAt: today.toISOString() },
        ],
      }),
      'GET /api/unusual-flow': () => ({
        json: [
          { id: 'f1', ticker: 'TSLA', optionType: 'CALL', strike: 1, expiry: '2026-12-19', spot: null, flowDescription: 'x', flowImage: null, premium: null, volume: null, openInterest: null, createdAt: today.toISOString(), updatedAt: today.toISOString() },
          { id: 'f2', ticker: 'AMD', optionType: 'PUT', strike: 1, expiry: '2026-12-19', spot: null, flowDescription: 'y', flowImage: null, premium: null, volume: null, openInterest: null, createdAt: yesterday, updatedAt: yesterday },
        ],
      }),
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ConnectedNotificationBell navigate={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('button', { name: "Today's Activity (3)" })).toBeTruthy();
    expect(calls.map((call) => call.path).sort()).toEqual(['/api/analysis-log/today', '/api/unusual-flow']);
  });
});
