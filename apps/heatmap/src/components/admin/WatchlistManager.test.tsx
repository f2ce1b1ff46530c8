import { screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, type FakeApi, makeStock, currentToast, renderView } from '@tradeboard/ui/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminHeatmapView } from '../../views/AdminHeatmapView.js';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  api.on('GET', '/api/stocks', { body: [makeStock('MSFT')] });
  api.on('GET', '/api/holdings?fund=Main Fund', { body: [] });
});

const symbolInput = () => screen.getByLabelText('Stock Symbol');

describe('Watchlist Management', () => {
  it('upper-cases the symbol and adds it with Enter', async () => {
    api.on('POST', '/api/stocks', ({ body }) => ({
      status: 201,
      body: makeStock((body as { symbol: string }).symbol),
    }));
    const { user } = renderView(<AdminHeatmapView />);
    await user.type(await screen.findByLabelText('Stock Symbol'), 'aapl');
    expect(symbolInput()).toHaveProperty('value', 'AAPL');

    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(api.writes()).toEqual([{ method: 'POST', path: '/api/stocks', body: { symbol: 'AAPL' } }]),
    );
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Stock Added',
        description: 'New stock has been added to watchlist',
        variant: 'success',
      }),
    );
    expect(symbolInput()).toHaveProperty('value', '');
  });

  it('refuses a blank symbol with the Invalid Input toast and keeps Add disabled', async () => {
    const { user } = renderView(<AdminHeatmapView />);
    await user.type(await screen.findByLabelText('Stock Symbol'), '   {Enter}');

    expect(currentToast()).toMatchObject({
      title: 'Invalid Input',
      description: 'Please enter a stock symbol.',
      variant: 'destructive',
    });
    expect(api.writes()).toEqual([]);
    const management = screen.getByRole('region', { name: 'Watchlist Management' });
    expect(within(management).getByRole('button', { name: 'Add' })).toHaveProperty('disabled', true);
  });

  it("says Add Failed with the server's reason on a second line when the API refuses the symbol", async () => {
    api.on('POST', '/api/stocks', { status: 409, body: { message: 'MSFT is already on the watchlist' } });
    const { user } = renderView(<AdminHeatmapView />);
    await user.type(await screen.findByLabelText('Stock Symbol'), 'msft{Enter}');

    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Add Failed',
        description: 'Failed to add stock to watchlist.\nMSFT is already on the watchlist',
      }),
    );
    expect(symbolInput()).toHaveProperty('value', 'MSFT');
  });

  it('a server failure (500) keeps the spec text alone', async () => {
    api.on('POST', '/api/stocks', { status: 500, body: { message: 'database down' } });
    const { user } = renderView(<AdminHeatmapView />);
    await user.type(await screen.findByLabelText('Stock Symbol'), 'msft{Enter}');
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ title: 'Add Failed', description: 'Failed to add stock to watchlist.' }),
    );
  });

  it('the box takes only what a symbol can hold: letters and a class suffix dot', async () => {
    const { user } = renderView(<AdminHeatmapView />);
    await user.type(await screen.findByLabelText('Stock Symbol'), '12$#brk.b ');
    expect(symbolInput()).toHaveProperty('value', 'BRK.B');
    expect(symbolInput().getAttribute('maxlength')).toBe('8');
  });

  it('removes a symbol from the scrolling list', async () => {
    api.on('DELETE', '/api/stocks/MSFT', { status: 204 });
    const { user } = renderView(<AdminHeatmapView />);
    const list = await screen.findByRole('list', { name: 'Watchlist symbols' });
    await user.click(within(list).getByRole('button', { name: 'Remove MSFT' }));

    await waitFor(() =>
      expect(api.writes()).toEqual([{ method: 'DELETE', path: '/api/stocks/MSFT', body: undefined }]),
    );
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Stock Removed',
        description: 'Stock has been removed from watchlist',
      }),
    );
  });

  it('after a removal, moves focus to the next symbol, else the previous one, else the input', async () => {
    let symbols = ['AAPL', 'MSFT', 'TSLA'];
    api.on('GET', '/api/stocks', () => ({ body: symbols.map((symbol) => makeStock(symbol)) }));
    for (const symbol of symbols) {
      api.on('DELETE', `/api/stocks/${symbol}`, () => {
        symbols = symbols.filter((candidate) => candidate !== symbol);
        return { status: 204 };
      });
    }
    const { user } = renderView(<AdminHeatmapView />);
    const list = within(await screen.findByRole('list', { name: 'Watchlist symbols' }));

    await user.click(await list.findByRole('button', { name: 'Remove MSFT' }));
    await waitFor(() => expect(document.activeElement).toBe(list.getByRole('button', { name: 'Remove TSLA' })));
    await user.click(list.getByRole('button', { name: 'Remove TSLA' }));
    await waitFor(() => expect(document.activeElement).toBe(list.getByRole('button', { name: 'Remove AAPL' })));
    await user.click(list.getByRole('button', { name: 'Remove AAPL' }));
    await waitFor(() => expect(document.activeElement).toBe(symbolInput()));
  });
});
