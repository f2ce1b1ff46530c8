import { screen, waitFor, within } from '@testing-library/react';
import {
  installFakeApi,
  type FakeApi,
  makeHolding,
  makeStock,
  currentToast,
  renderView,
  setViewportWidth,
} from '@tradeboard/ui/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminHeatmapView } from '../../views/AdminHeatmapView.js';

let api: FakeApi;
beforeEach(() => {
  setViewportWidth(1400);
  api = installFakeApi();
  api.on('GET', '/api/stocks', {
    body: [
      makeStock('TSLA', { analysisText: 'Rejected at resistance' }),
      makeStock('AAPL', { range: 'Discount Range', monthlyBX: 'HH' }),
      makeStock('NVDA', { analysisImage: '/uploads/nvda.png', hourBotPosition: true }),
    ],
  });
  api.on('GET', '/api/holdings?fund=Main Fund', { body: [makeHolding('AAPL')] });
});

async function table() {
  return within(await screen.findByRole('table', { name: 'Weekly Watchlist' }));
}
const symbolsInOrder = (rows: HTMLElement[]) => rows.slice(1).map((row) => row.getAttribute('data-symbol'));

describe('admin Weekly Watchlist', () => {
  it('keeps the served order until a header is clicked, then sorts ascending and flips', async () => {
    const { user } = renderView(<AdminHeatmapView />);
    const grid = await table();
    expect(symbolsInOrder(grid.getAllByRole('row'))).toEqual(['TSLA', 'AAPL', 'NVDA']);

    await user.click(grid.getByRole('button', { name: 'Stock' }));
    expect(symbolsInOrder(grid.getAllByRole('row'))).toEqual(['AAPL', 'NVDA', 'TSLA']);
    expect(grid.getByRole('columnheader', { name: 'Stock' }).getAttribute('aria-sort')).toBe('ascending');

    await user.click(grid.getByRole('button', { name: 'Stock' }));
    expect(symbolsInOrder(grid.getAllByRole('row'))).toEqual(['TSLA', 'NVDA', 'AAPL']);
    expect(grid.getByRole('columnheader', { name: 'Stock' }).getAttribute('aria-sort')).toBe('descending');
  });

  it('reads Edit when a stock has analysis text or image, else Add', async () => {
    renderView(<AdminHeatmapView />);
    const grid = await table();
    const analysisOf = (symbol: string) =>
      within(grid.getAllByRole('row').find((row) => row.dataset.symbol === symbol)!);
    expect(analysisOf('TSLA').getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(analysisOf('NVDA').getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(analysisOf('AAPL').getByRole('button', { name: 'Add' })).toBeTruthy();
  });

  it('shows the Main Fund indicator from the main fund holdings', async () => {
    renderView(<AdminHeatmapView />);
    const grid = await table();
    const row = (symbol: string) =>
      within(grid.getAllByRole('row').find((candidate) => candidate.dataset.symbol === symbol)!);
    await waitFor(() => expect(row('AAPL').getByText('In Position')).toBeTruthy());
    expect(row('TSLA').queryByText('In Position')).toBeNull();
  });

  it('toggles the 1hr BX Bot at once', async () => {
    api.on('PATCH', '/api/stocks/NVDA', ({ body }) => ({ body: makeStock('NVDA', body as object) }));
    const { user } = renderView(<AdminHeatmapView />);
    const grid = await table();
    await user.click(grid.getByRole('button', { name: '1hr BX Bot for NVDA: In Position' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        { method: 'PATCH', path: '/api/stocks/NVDA', body: { hourBotPosition: false }, ifMatch: '"1"' },
      ]),
    );
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Bot Position Updated' }));
  });

  it('shows two-column tiles below the large breakpoint', async () => {
    setViewportWidth(390);
    renderView(<AdminHeatmapView />);
    const tiles = await screen.findByRole('list', { name: 'Weekly Watchlist' });
    expect(
      within(tiles)
        .getAllByRole('listitem')
        .map((tile) => tile.getAttribute('aria-label')),
    ).toEqual(['TSLA', 'AAPL', 'NVDA']);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
