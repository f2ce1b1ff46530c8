import { screen, within } from '@testing-library/react';
import {
  installFakeApi,
  type FakeApi,
  makeHolding,
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
  api.on('GET', '/api/stocks', {
    body: [
      makeStock('TSLA', { range: 'Premium Range', dailyBX: 'LL', hourBotPosition: true, analysisText: 'Weak' }),
      makeStock('AAPL', { range: 'Discount Range', dailyBX: 'HH' }),
    ],
  });
  api.on('GET', '/api/holdings?fund=Main Fund', { body: [makeHolding('TSLA')] });
});

describe('student Heat Map', () => {
  it('shows the read-only table with upper-case headers and no admin control', async () => {
    renderView(<StudentHeatmapView />);
    const table = await screen.findByRole('table', { name: 'Weekly Watchlist' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['STOCK', 'RANGE', 'MONTHLY BX', 'WEEKLY BX', 'DAILY BX', 'MAIN FUND', '1HR BX BOT']);

    const controls = screen.getAllByRole('button').map((button) => button.textContent);
    // Only the sortable headers and the symbols (which open the history) are buttons.
    expect(controls.sort()).toEqual([
      '1HR BX BOT',
      'AAPL',
      'DAILY BX',
      'MAIN FUND',
      'MONTHLY BX',
      'RANGE',
      'STOCK',
      'TSLA',
      'WEEKLY BX',
    ]);
    for (const role of ['switch', 'textbox', 'combobox', 'checkbox'] as const)
      expect(screen.queryAllByRole(role)).toEqual([]);
    expect(screen.queryByText('Update Trend')).toBeNull();
    expect(screen.queryByText('Daily Heat Map Controls')).toBeNull();
  });

  it('sorts a column ascending, then flips it', async () => {
    const { user } = renderView(<StudentHeatmapView />);
    const table = within(await screen.findByRole('table', { name: 'Weekly Watchlist' }));
    const order = () =>
      table
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.dataset.symbol);
    await user.click(table.getByRole('button', { name: 'RANGE' }));
    expect(order()).toEqual(['AAPL', 'TSLA']);
    await user.click(table.getByRole('button', { name: 'RANGE' }));
    expect(order()).toEqual(['TSLA', 'AAPL']);
  });

  it('shows the legend and two-column tiles on a phone', async () => {
    setViewportWidth(390);
    renderView(<StudentHeatmapView />);
    const tiles = await screen.findByRole('list', { name: 'Weekly Watchlist' });
    const tsla = within(within(tiles).getByRole('listitem', { name: 'TSLA' }));
    expect(tsla.getByText('Premium Range')).toBeTruthy();
    expect(tsla.getAllByText('In Position')).toHaveLength(2);
    const legend = within(screen.getByRole('region', { name: 'Legend' }));
    for (const meaning of ['Higher High', 'Higher Low', 'Lower High', 'Lower Low'])
      expect(legend.getByText(meaning)).toBeTruthy();
  });

  it('shows no stock count while loading or after a failed fetch', async () => {
    let fail!: () => void;
    api.on(
      'GET',
      '/api/stocks',
      () => new Promise((resolve) => (fail = () => resolve({ status: 500, body: { message: 'down' } }))),
    );
    renderView(<StudentHeatmapView />);
    const card = within(await screen.findByRole('region', { name: 'Weekly Watchlist' }));
    expect(card.getByText('Loading watchlist...')).toBeTruthy();
    expect(card.queryByText(/\d+ stocks?\b/)).toBeNull();
    fail();
    expect(await card.findByText('Failed to fetch stocks')).toBeTruthy();
    expect(card.queryByText(/\d+ stocks?\b/)).toBeNull();
    // Named after what it retries: several Retry buttons can be on the page.
    expect(card.getByRole('button', { name: 'Retry Weekly Watchlist' })).toBeTruthy();
  });

  it("reads unset values as 'Not set' to assistive tech (the dash is decoration)", async () => {
    renderView(<StudentHeatmapView />);
    const table = within(await screen.findByRole('table', { name: 'Weekly Watchlist' }));
    const aapl = within(table.getAllByRole('row').find((row) => row.dataset.symbol === 'AAPL')!);
    // AAPL has a range and a daily value; monthly and weekly are unset.
    expect(aapl.getAllByText('Not set')).toHaveLength(2);
    expect(aapl.getAllByText('—').every((dash) => dash.getAttribute('aria-hidden') === 'true')).toBe(true);
  });

  it('says the sort direction in the name of the active sort chip on a phone', async () => {
    setViewportWidth(390);
    const { user } = renderView(<StudentHeatmapView />);
    const chips = within(await screen.findByRole('group', { name: 'Sort by' }));
    await user.click(chips.getByRole('button', { name: 'RANGE' }));
    expect(chips.getByRole('button', { name: 'RANGE, sorted ascending' })).toBeTruthy();
    await user.click(chips.getByRole('button', { name: 'RANGE, sorted ascending' }));
    expect(chips.getByRole('button', { name: 'RANGE, sorted descending' })).toBeTruthy();
  });

  it('shows the rows once the Main Fund read has settled, with its marks from the first render of the table', async () => {
    let answerHoldings!: () => void;
    api.on(
      'GET',
      '/api/holdings?fund=Main Fund',
      () => new Promise((resolve) => (answerHoldings = () => resolve({ body: [makeHolding('TSLA')] }))),
    );
    renderView(<StudentHeatmapView />);
    const card = within(await screen.findByRole('region', { name: 'Weekly Watchlist' }));
    await card.findByText('2 stocks · click a symbol for its analysis history');
    // The stocks are here, the holdings not yet: still loading, no row without its mark.
    expect(card.getByText('Loading watchlist...')).toBeTruthy();
    expect(card.queryByRole('table')).toBeNull();
    answerHoldings();
    const table = within(await card.findByRole('table', { name: 'Weekly Watchlist' }));
    const tsla = within(table.getAllByRole('row').find((row) => row.dataset.symbol === 'TSLA')!);
    expect(tsla.getAllByText('In Position')).toHaveLength(2);
  });

  it('shows the rows without Main Fund marks when the holdings read fails', async () => {
    api.on('GET', '/api/holdings?fund=Main Fund', { status: 500, body: { message: 'Internal server error' } });
    renderView(<StudentHeatmapView />);
    const table = within(await screen.findByRole('table', { name: 'Weekly Watchlist' }));
    const tsla = within(table.getAllByRole('row').find((row) => row.dataset.symbol === 'TSLA')!);
    // Only the 1hr bot's mark: the Main Fund's is unknown.
    expect(tsla.getAllByText('In Position')).toHaveLength(1);
  });
});
