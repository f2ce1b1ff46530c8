import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  installFakeApi,
  type FakeApi,
  makeHistoryEntry,
  makeStock,
  renderView,
  setViewportWidth,
} from '@tradeboard/ui/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { StudentHeatmapView } from '../../views/StudentHeatmapView.js';

let api: FakeApi;
beforeEach(() => {
  setViewportWidth(1400);
  api = installFakeApi();
  api.on('GET', '/api/stocks', { body: [makeStock('AAPL'), makeStock('MSFT')] });
  api.on('GET', '/api/holdings?fund=Main Fund', { body: [] });
});

async function openHistory(user: ReturnType<typeof renderView>['user'], symbol: string) {
  const table = await screen.findByRole('table', { name: 'Weekly Watchlist' });
  await user.click(within(table).getByRole('button', { name: symbol }));
  return within(await screen.findByRole('dialog', { name: new RegExp(`${symbol} Analysis History`) }));
}

describe('Analysis History dialog', () => {
  it('shows the timeline newest first, the first marked Latest, with the count label', async () => {
    api.on('GET', '/api/stocks/AAPL/analysis-history', {
      body: [
        makeHistoryEntry('AAPL', '2025-06-01T10:00:00.000Z', { analysisText: 'Older view' }),
        makeHistoryEntry('AAPL', '2025-06-03T10:00:00.000Z', {
          analysisText: 'Newest view',
          analysisImage: '/uploads/aapl.png',
        }),
      ],
    });
    const { user } = renderView(<StudentHeatmapView />);
    const dialog = await openHistory(user, 'AAPL');
    expect(await dialog.findByText('2 analysis entries')).toBeTruthy();
    // The count sits outside the title: the dialog's name is the title alone.
    expect(screen.getByRole('dialog', { name: 'AAPL Analysis History' })).toBeTruthy();
    expect(dialog.getByRole('heading', { level: 2 }).textContent).toBe('AAPL Analysis History');
    const entries = within(dialog.getByRole('list', { name: 'Analysis history' })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent?.includes('Newest view'))).toEqual([true, false]);
    expect(within(entries[0]!).getByText('Latest')).toBeTruthy();
    expect(within(entries[1]!).queryByText('Latest')).toBeNull();
  });

  it('hides a chart image that fails to load', async () => {
    api.on('GET', '/api/stocks/AAPL/analysis-history', {
      body: [
        makeHistoryEntry('AAPL', '2025-06-03T10:00:00.000Z', {
          analysisText: 'One',
          analysisImage: '/uploads/missing.png',
        }),
      ],
    });
    const { user } = renderView(<StudentHeatmapView />);
    const dialog = await openHistory(user, 'AAPL');
    expect(await dialog.findByText('1 analysis entry')).toBeTruthy();
    fireEvent.error(dialog.getByAltText('AAPL chart'));
    expect(dialog.queryByAltText('AAPL chart')).toBeNull();
    expect(dialog.getByText('One')).toBeTruthy();
  });

  it('says when no analysis exists yet', async () => {
    api.on('GET', '/api/stocks/MSFT/analysis-history', { body: [] });
    const { user } = renderView(<StudentHeatmapView />);
    const dialog = await openHistory(user, 'MSFT');
    expect(await dialog.findByText('No Analysis Available')).toBeTruthy();
    expect(dialog.getByText("Technical analysis for MSFT hasn't been added yet.")).toBeTruthy();
  });

  it('shows the loading text, then the error text when the history cannot be read', async () => {
    let fail!: () => void;
    api.on(
      'GET',
      '/api/stocks/MSFT/analysis-history',
      () => new Promise((resolve) => (fail = () => resolve({ status: 500, body: { message: 'down' } }))),
    );
    const { user } = renderView(<StudentHeatmapView />);
    const dialog = await openHistory(user, 'MSFT');
    expect(dialog.getByText('Loading analysis history...')).toBeTruthy();
    fail();
    expect(await dialog.findByText('Error loading analysis history')).toBeTruthy();
  });

  it('keeps showing the stock while it closes, and reads the history again when reopened', async () => {
    let entries = [makeHistoryEntry('AAPL', '2025-06-01T10:00:00.000Z', { analysisText: 'First view' })];
    api.on('GET', '/api/stocks/AAPL/analysis-history', () => ({ body: entries }));
    const { user } = renderView(<StudentHeatmapView />);
    let dialog = await openHistory(user, 'AAPL');
    expect(await dialog.findByText('First view')).toBeTruthy();

    await user.click(dialog.getByRole('button', { name: 'Close' }));
    // Fading out: same title and entries, no flash of an empty or loading dialog.
    const closing = document.querySelector<HTMLElement>('[role="dialog"]');
    expect(closing?.textContent).toContain('AAPL Analysis History');
    expect(closing?.textContent).toContain('First view');
    expect(closing?.textContent).not.toContain('Loading analysis history...');
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());

    entries = [makeHistoryEntry('AAPL', '2025-06-08T10:00:00.000Z', { analysisText: 'Second view' }), ...entries];
    dialog = await openHistory(user, 'AAPL');
    expect(await dialog.findByText('Second view')).toBeTruthy();
    expect(dialog.getByText('2 analysis entries')).toBeTruthy();
  });
});
