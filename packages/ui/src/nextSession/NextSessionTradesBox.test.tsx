import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { NextSessionTrade } from '@tradeboard/types';
import { describe, expect, it, vi } from 'vitest';
import { currentToast, installFakeApi, renderView, type RecordedCall } from '../testing/index.js';
import { NextSessionTradesBox } from './NextSessionTradesBox.js';

// Routes and recorded calls use the decoded path (the request itself sends fund=Main+Fund).
const LIST_URL = '/api/next-session-trades?fund=Main Fund';
const FLOW_LIST_URL = '/api/next-session-trades?fund=FLOW';

const trade = (id: string, ticker: string, action: 'add' | 'remove', fund = 'Main Fund'): NextSessionTrade => ({
  id,
  fund: fund as NextSessionTrade['fund'],
  ticker,
  action,
  version: 1,
  createdAt: '2026-11-23T10:00:00.000Z',
});

/** A small in-memory API: the list answers what POST and DELETE left, as the real one does. */
function fakeTradesApi(initial: NextSessionTrade[], url = LIST_URL) {
  let stored = [...initial];
  let next = 100;
  return installFakeApi({
    [`GET ${url}`]: () => ({ status: 200, body: stored }),
    'POST /api/next-session-trades': (call: RecordedCall) => {
      const body = call.body as { fund: string; ticker: string; action: 'add' | 'remove' };
      if (stored.some((each) => each.ticker === body.ticker && each.action === body.action)) {
        return { status: 409, body: { message: `${body.ticker} is already scheduled` } };
      }
      const created = trade(String(next++), body.ticker, body.action, body.fund);
      stored = [...stored, created];
      return { status: 201, body: created };
    },
    ...Object.fromEntries(
      initial.map((each) => [
        `DELETE /api/next-session-trades/${each.id}`,
        () => ((stored = stored.filter((s) => s.id !== each.id)), { status: 204 }),
      ]),
    ),
  });
}

const box = () => screen.getByRole('region', { name: 'Next Session Trades' });
const listOf = (heading: RegExp) => screen.getByRole('list', { name: heading });
const chips = (heading: RegExp) =>
  within(listOf(heading))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.MuiChip-label')?.textContent);

describe('Next Session Trades box, read only (students)', () => {
  it("shows both lists with counts and a 'Preview Only' badge, and no control at all", async () => {
    const api = fakeTradesApi([trade('1', 'TSLA', 'add'), trade('2', 'AAPL', 'remove'), trade('3', 'NVDA', 'add')]);
    renderView(<NextSessionTradesBox fund="Main Fund" readOnly />);
    expect(await screen.findByText('Positions to Add (2)')).toBeTruthy();
    expect(screen.getByText('Positions to Remove (1)')).toBeTruthy();
    expect(chips(/Positions to Add/)).toEqual(['$TSLA', '$NVDA']);
    expect(chips(/Positions to Remove/)).toEqual(['$AAPL']);
    expect(within(box()).getByText('Preview Only')).toBeTruthy();
    expect(within(box()).queryByRole('button')).toBeNull();
    expect(within(box()).queryByRole('textbox')).toBeNull();
    expect(api.writes()).toEqual([]);
    expect(api.fetchMock.mock.calls[0]?.[0]).toBe('/api/next-session-trades?fund=Main+Fund');
  });

  it('shows an empty text per list', async () => {
    fakeTradesApi([]);
    renderView(<NextSessionTradesBox fund="Main Fund" readOnly />);
    expect(await screen.findByText('No positions to add')).toBeTruthy();
    expect(screen.getByText('No positions to remove')).toBeTruthy();
  });

  it('shows the loading text, then the failure with a Retry that reads again', async () => {
    let fail = true;
    installFakeApi({
      [`GET ${LIST_URL}`]: () =>
        fail ? { status: 500, body: { message: 'down' } } : { status: 200, body: [trade('1', 'TSLA', 'add')] },
    });
    const { user } = renderView(<NextSessionTradesBox fund="Main Fund" readOnly />);
    expect(screen.getByRole('status').textContent).toBe('Loading next session trades...');
    expect(await screen.findByText('Failed to fetch next session trades')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry Next Session Trades' }));
    expect(await screen.findByText('$TSLA')).toBeTruthy();
  });

  it('reads the fund it is given (FLOW for the flow module)', async () => {
    const api = fakeTradesApi([trade('1', 'SPY', 'add', 'FLOW')], FLOW_LIST_URL);
    renderView(<NextSessionTradesBox fund="FLOW" readOnly />);
    expect(await screen.findByText('$SPY')).toBeTruthy();
    expect(api.calls.map((call) => call.path)).toEqual([FLOW_LIST_URL]);
  });
});

/** The admin's form, which the box loads from the kit's editing entry ('@tradeboard/ui/forms'). */
const adminForm = () => screen.findByRole('textbox', { name: 'Ticker' });

describe('Next Session Trades box, admin', () => {
  it('schedules a trade for the chosen action, upper-cased and trimmed, with the success toast', async () => {
    const api = fakeTradesApi([]);
    const { user } = renderView(<NextSessionTradesBox fund="Main Fund" />);
    await adminForm();
    await screen.findByText('No positions to add');
    const add = screen.getByRole('button', { name: 'Add next session trade' });
    expect(add.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Ticker' }), '  tsla ');
    expect((screen.getByRole('textbox', { name: 'Ticker' }) as HTMLInputElement).value).toBe('  TSLA ');
    await user.click(add);
    await waitFor(() => expect(chips(/Positions to Add/)).toEqual(['$TSLA']));
    expect(api.writes()).toMatchObject([
      { method: 'POST', path: '/api/next-session-trades', body: { fund: 'Main Fund', ticker: 'TSLA', action: 'add' } },
    ]);
    expect(currentToast()).toMatchObject({ title: 'Next session trade added successfully', variant: 'success' });
    expect((screen.getByRole('textbox', { name: 'Ticker' }) as HTMLInputElement).value).toBe('');

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.type(screen.getByRole('textbox', { name: 'Ticker' }), 'aapl{Enter}');
    await waitFor(() => expect(chips(/Positions to Remove/)).toEqual(['$AAPL']));
    expect(api.writes()[1]).toMatchObject({ body: { fund: 'Main Fund', ticker: 'AAPL', action: 'remove' } });
  });

  it('refuses a trade already scheduled for the same action before any request', async () => {
    const api = fakeTradesApi([trade('1', 'TSLA', 'add'), trade('2', 'AAPL', 'remove')]);
    const { user } = renderView(<NextSessionTradesBox fund="Main Fund" />);
    await adminForm();
    await screen.findByText('$TSLA');
    await user.type(screen.getByRole('textbox', { name: 'Ticker' }), 'tsla{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('TSLA is already scheduled to be added');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.clear(screen.getByRole('textbox', { name: 'Ticker' }));
    await user.type(screen.getByRole('textbox', { name: 'Ticker' }), 'AAPL{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('AAPL is already scheduled to be removed');
    expect(api.writes()).toEqual([]);
    // The same ticker for the other action is a different trade.
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Add next session trade' }));
    await waitFor(() => expect(chips(/Positions to Add/)).toEqual(['$TSLA', '$AAPL']));
  });

  it('shows the same message when the API answers 409 (scheduled elsewhere meanwhile), with no failure toast', async () => {
    const api = installFakeApi({
      [`GET ${LIST_URL}`]: { status: 200, body: [] },
      'POST /api/next-session-trades': { status: 409, body: { message: 'NVDA is already scheduled to be removed' } },
    });
    const { user } = renderView(<NextSessionTradesBox fund="Main Fund" />);
    await adminForm();
    await screen.findByText('No positions to add');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.type(screen.getByRole('textbox', { name: 'Ticker' }), 'NVDA{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('NVDA is already scheduled to be removed');
    expect(currentToast()).toBeUndefined();
    expect(api.writes()).toHaveLength(1);
  });

  it('a failed add shows the failure toast and keeps the input', async () => {
    installFakeApi({
      [`GET ${LIST_URL}`]: { status: 200, body: [] },
      'POST /api/next-session-trades': { status: 500, body: { message: 'boom' } },
    });
    const { user } = renderView(<NextSessionTradesBox fund="Main Fund" />);
    await adminForm();
    await screen.findByText('No positions to add');
    await user.type(screen.getByRole('textbox', { name: 'Ticker' }), 'MSFT{Enter}');
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Error',
        description: 'Failed to add next session trade',
        variant: 'destructive',
      }),
    );
    expect((screen.getByRole('textbox', { name: 'Ticker' }) as HTMLInputElement).value).toBe('MSFT');
  });

  it('an invalid ticker gets the ticker message and sends nothing', async () => {
    const api = fakeTradesApi([]);
    const { user } = renderView(<NextSessionTradesBox fund="Main Fund" />);
    await adminForm();
    await screen.findByText('No positions to add');
    await user.type(screen.getByRole('textbox', { name: 'Ticker' }), 'TOOLONGX{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Ticker must be 1 to 6 letters');
    expect(api.writes()).toEqual([]);
  });

  it('removes a scheduled trade with its toast; a failed removal says so', async () => {
    const api = fakeTradesApi([trade('1', 'TSLA', 'add'), trade('2', 'AAPL', 'remove')]);
    const { user } = renderView(<NextSessionTradesBox fund="Main Fund" />);
    await adminForm();
    await screen.findByText('$TSLA');
    await user.click(screen.getByTitle('Remove TSLA from Positions to Add'));
    await waitFor(() => expect(screen.getByText('No positions to add')).toBeTruthy());
    expect(api.writes()).toMatchObject([{ method: 'DELETE', path: '/api/next-session-trades/1', body: undefined }]);
    expect(currentToast()).toMatchObject({ title: 'Next session trade removed successfully', variant: 'success' });

    cleanup();
    vi.unstubAllGlobals();
    installFakeApi({
      [`GET ${LIST_URL}`]: { status: 200, body: [trade('2', 'AAPL', 'remove')] },
      'DELETE /api/next-session-trades/2': { status: 500 },
    });
    const second = renderView(<NextSessionTradesBox fund="Main Fund" />);
    await screen.findByText('$AAPL');
    await second.user.click(screen.getByTitle('Remove AAPL from Positions to Remove'));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Error',
        description: 'Failed to remove next session trade',
        variant: 'destructive',
      }),
    );
    expect(screen.getByText('$AAPL')).toBeTruthy();
  });
});
