import { screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, type FakeApi, makeStock, currentToast, renderView } from '@tradeboard/ui/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { BotPositionsView } from '../../views/BotPositionsView.js';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});

describe('Bot Position Management', () => {
  it('shows a card per stock with the three bots, badges and the active counter', async () => {
    api.on('GET', '/api/stocks', { body: [makeStock('AAPL', { hybridBotPosition: true }), makeStock('MSFT')] });
    renderView(<BotPositionsView />);
    const aapl = within(await screen.findByRole('listitem', { name: 'AAPL' }));
    expect(screen.getByText('2 stocks')).toBeTruthy();
    expect(aapl.getByText('1 / 3 active')).toBeTruthy();
    expect(
      ['BX Hybrid Bot', '1hr Swing Bot', '1hr BX Bot'].map((bot) =>
        aapl.getByRole('switch', { name: `${bot} for AAPL` }),
      ),
    ).toHaveLength(3);
    expect(aapl.getAllByText('In Position')).toHaveLength(1);
    expect(aapl.getAllByText('No Position')).toHaveLength(2);
  });

  it('saves a switch at once and updates the counter', async () => {
    api.on('GET', '/api/stocks', { body: [makeStock('AAPL')] });
    api.on('PATCH', '/api/stocks/AAPL', ({ body }) => ({ body: makeStock('AAPL', body as object) }));
    const { user } = renderView(<BotPositionsView />);
    const card = within(await screen.findByRole('listitem', { name: 'AAPL' }));
    expect(card.getByText('0 / 3 active')).toBeTruthy();

    api.on('GET', '/api/stocks', { body: [makeStock('AAPL', { swingBotPosition: true })] });
    await user.click(card.getByRole('switch', { name: '1hr Swing Bot for AAPL' }));

    expect(card.getByText('1 / 3 active')).toBeTruthy();
    await waitFor(() =>
      expect(api.writes()).toEqual([
        { method: 'PATCH', path: '/api/stocks/AAPL', body: { swingBotPosition: true }, ifMatch: '"1"' },
      ]),
    );
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Bot Position Updated',
        description: 'Bot position has been saved successfully.',
        variant: 'success',
      }),
    );
  });

  it('rolls the switch back and says Update Failed when the save fails', async () => {
    api.on('GET', '/api/stocks', { body: [makeStock('AAPL')] });
    api.on('PATCH', '/api/stocks/AAPL', { status: 500, body: { message: 'Internal error' } });
    const { user } = renderView(<BotPositionsView />);
    const card = within(await screen.findByRole('listitem', { name: 'AAPL' }));
    await user.click(card.getByRole('switch', { name: 'BX Hybrid Bot for AAPL' }));

    await waitFor(() =>
      expect(currentToast()).toMatchObject({ title: 'Update Failed', description: 'Failed to update bot position.' }),
    );
    await waitFor(() => expect(card.getByText('0 / 3 active')).toBeTruthy());
    expect(card.getByRole('switch', { name: 'BX Hybrid Bot for AAPL' })).toHaveProperty('checked', false);
  });

  it('explains what to do when the watchlist is empty', async () => {
    api.on('GET', '/api/stocks', { body: [] });
    renderView(<BotPositionsView />);
    expect(await screen.findByText('No stocks available. Add stocks in the Heat Map section first')).toBeTruthy();
    expect(screen.getByText('0 stocks')).toBeTruthy();
  });

  it('shows no stock count while loading or after a failed fetch', async () => {
    let fail!: () => void;
    api.on(
      'GET',
      '/api/stocks',
      () => new Promise((resolve) => (fail = () => resolve({ status: 500, body: { message: 'down' } }))),
    );
    renderView(<BotPositionsView />);
    expect(await screen.findByText('Loading watchlist...')).toBeTruthy();
    expect(screen.queryByText(/\d+ stocks?\b/)).toBeNull();
    fail();
    expect(await screen.findByText('Failed to fetch stocks')).toBeTruthy();
    expect(screen.queryByText(/\d+ stocks?\b/)).toBeNull();
  });
});
