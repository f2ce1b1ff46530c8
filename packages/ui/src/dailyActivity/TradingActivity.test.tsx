import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, AppThemeProvider, toastsAtom } from '@tradeboard/runtime';
import { TradingActivity } from './TradingActivity.js';

const DATE = '11/23/2026';
const DAILY_URL = '/api/daily-activity/FLOW/11%2F23%2F2026';

interface Call {
  method: string;
  url: string;
  body: unknown;
}
type Reply = { status: number; body: unknown };

/** fetch answering from `routes` ("METHOD url" -> reply or function), recording every call. */
function stubApi(routes: Record<string, Reply | ((call: Call) => Reply | Promise<Reply>)>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const call = {
      method: init.method ?? 'GET',
      url,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${url}`];
    const reply =
      typeof route === 'function' ? await route(call) : (route ?? { status: 404, body: { message: 'no route' } });
    return new Response(reply.body === null ? null : JSON.stringify(reply.body), { status: reply.status });
  });
  return { calls, writes: () => calls.filter((call) => call.method !== 'GET') };
}

const record = (addedPositions: string[], removedPositions: string[]) => ({
  id: 'd1',
  fund: 'FLOW',
  date: DATE,
  addedPositions,
  removedPositions,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
});

interface Change {
  list: 'addedPositions' | 'removedPositions';
  action: 'add' | 'remove';
  ticker: string;
}

/** POST /api/daily-activity/change as the API applies it, on `stored` (which GET answers too). */
function applyChange(stored: ReturnType<typeof record>) {
  return (call: Call) => {
    const { list, action, ticker } = call.body as Change;
    const other = list === 'addedPositions' ? 'removedPositions' : 'addedPositions';
    if (action === 'add') {
      if (!stored[list].includes(ticker)) stored[list] = [...stored[list], ticker];
      stored[other] = stored[other].filter((each) => each !== ticker);
    } else stored[list] = stored[list].filter((each) => each !== ticker);
    return { status: 200, body: { ...stored } };
  };
}

/** A day whose GET answers the stored record and whose single changes apply to it. */
function dayRoutes(added: string[], removed: string[]) {
  const stored = record(added, removed);
  return {
    [`GET ${DAILY_URL}`]: () => ({ status: 200, body: { ...stored } }),
    'POST /api/daily-activity/change': applyChange(stored),
  };
}

function renderActivity(props: { readOnly?: boolean } = {}) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AppThemeProvider>
        <TradingActivity fund="FLOW" title="Flow Trading Activity" date={DATE} {...props} />
      </AppThemeProvider>
    </QueryClientProvider>,
  );
  return { user };
}

const visibleToast = () =>
  getDefaultStore()
    .get(toastsAtom)
    .find((item) => item.open);
const banner = () => screen.getByRole('region', { name: /Flow Trading Activity/ });
const editor = () => screen.getByRole('region', { name: /Daily Activity Editor/ });

beforeEach(() => getDefaultStore().set(toastsAtom, []));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Trading Activity banner', () => {
  it('shows the title with the date and the tickers with a $ prefix and counts', async () => {
    stubApi({ [`GET ${DAILY_URL}`]: { status: 200, body: record(['AAPL', 'NVDA'], ['TSLA']) } });
    renderActivity({ readOnly: true });
    expect(await within(banner()).findByText('Positions Added: (2)')).toBeTruthy();
    expect(within(banner()).getByRole('heading', { level: 2 }).textContent).toBe(`Flow Trading Activity ${DATE}`);
    expect(within(banner()).getByText('Positions Removed: (1)')).toBeTruthy();
    expect(
      within(banner())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['$AAPL', '$NVDA', '$TSLA']);
  });

  it('shows the empty texts when nothing is stored, and when the read fails', async () => {
    stubApi({ [`GET ${DAILY_URL}`]: { status: 200, body: null } });
    renderActivity({ readOnly: true });
    expect(await screen.findByText('No new positions today')).toBeTruthy();
    expect(screen.getByText('No positions removed today')).toBeTruthy();
    cleanup();
    stubApi({ [`GET ${DAILY_URL}`]: { status: 500, body: { message: 'down' } } });
    renderActivity({ readOnly: true });
    expect(await screen.findByText('No new positions today')).toBeTruthy();
    expect(screen.getByText('Positions Added: (0)')).toBeTruthy();
  });

  it('read only: no editor, no input, no button', async () => {
    stubApi({ [`GET ${DAILY_URL}`]: { status: 200, body: record(['AAPL'], []) } });
    renderActivity({ readOnly: true });
    await screen.findByText('$AAPL');
    expect(screen.queryByRole('region', { name: /Daily Activity Editor/ })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('Daily Activity Editor', () => {
  it('adds an upper-cased, trimmed ticker with Add or Enter, saves it at once as a single change and says so', async () => {
    const api = stubApi(dayRoutes([], []));
    const { user } = renderActivity();
    await screen.findByText('Changes save automatically and appear on admin and student dashboards.');
    const addButton = within(editor()).getByRole('button', { name: 'Add to Positions Added' });
    expect(addButton.hasAttribute('disabled')).toBe(true);
    await user.type(within(editor()).getByLabelText('Ticker added'), '  nvda ');
    await user.click(addButton);
    await waitFor(() => expect(visibleToast()?.title).toBe('Activity Updated'));
    expect(visibleToast()).toMatchObject({
      description: 'Daily activity has been updated successfully.',
      variant: 'success',
    });
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/daily-activity/change',
        body: { fund: 'FLOW', date: DATE, list: 'addedPositions', action: 'add', ticker: 'NVDA' },
      },
    ]);
    expect((within(editor()).getByLabelText('Ticker added') as HTMLInputElement).value).toBe('');
    expect(within(banner()).getByText('$NVDA')).toBeTruthy();

    await user.type(within(editor()).getByLabelText('Ticker removed'), 'tsla{Enter}');
    await waitFor(() => expect(api.writes()).toHaveLength(2));
    expect(api.writes()[1]!.body).toEqual({
      fund: 'FLOW',
      date: DATE,
      list: 'removedPositions',
      action: 'add',
      ticker: 'TSLA',
    });
    expect(await within(banner()).findByText('$TSLA')).toBeTruthy();
  });

  it('moves a ticker from one list to the other and ignores a repeat', async () => {
    const api = stubApi(dayRoutes(['AAPL'], ['TSLA']));
    const { user } = renderActivity();
    await within(editor()).findByText('$AAPL');
    await user.type(within(editor()).getByLabelText('Ticker added'), 'aapl{Enter}');
    expect(api.writes()).toHaveLength(0);
    expect(visibleToast()).toMatchObject({
      title: 'Already Listed',
      description: 'AAPL is already in Positions Added.',
      variant: 'default',
    });
    await user.type(within(editor()).getByLabelText('Ticker added'), 'tsla{Enter}');
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toMatchObject({ list: 'addedPositions', action: 'add', ticker: 'TSLA' });
    expect(await within(editor()).findByText('No positions removed today')).toBeTruthy();
    expect(within(banner()).getByText('Positions Added: (2)')).toBeTruthy();
  });

  it('says when the input is not a ticker and sends nothing', async () => {
    const api = stubApi({ [`GET ${DAILY_URL}`]: { status: 200, body: null } });
    const { user } = renderActivity();
    await user.type(await within(editor()).findByLabelText('Ticker added'), 'two words{Enter}');
    expect(await within(editor()).findByText('Ticker must be 1 to 6 letters')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('removes a ticker with its chip and saves', async () => {
    const api = stubApi(dayRoutes(['AAPL', 'MSFT'], []));
    const { user } = renderActivity();
    await user.click(await within(editor()).findByTitle('Remove AAPL from Positions Added'));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({
      fund: 'FLOW',
      date: DATE,
      list: 'addedPositions',
      action: 'remove',
      ticker: 'AAPL',
    });
    await waitFor(() => expect(within(banner()).queryByText('$AAPL')).toBeNull());
  });

  it("another admin's ticker added meanwhile is kept, and shows once the change is answered", async () => {
    const routes = dayRoutes(['AAPL'], []);
    const api = stubApi({
      ...routes,
      // Another admin added MSFT after this page read the day: the API applies NVDA on top of it.
      'POST /api/daily-activity/change': (call) => {
        routes['POST /api/daily-activity/change']({
          ...call,
          body: { list: 'addedPositions', action: 'add', ticker: 'MSFT' },
        });
        return routes['POST /api/daily-activity/change'](call);
      },
    });
    const { user } = renderActivity();
    await within(banner()).findByText('$AAPL');
    await user.type(within(editor()).getByLabelText('Ticker added'), 'nvda{Enter}');
    expect(await within(banner()).findByText('$MSFT')).toBeTruthy();
    expect(within(banner()).getByText('Positions Added: (3)')).toBeTruthy();
    expect(api.writes().map((call) => (call.body as Change).ticker)).toEqual(['NVDA']);
  });

  it('a failed save says so and shows the stored lists again', async () => {
    stubApi({
      [`GET ${DAILY_URL}`]: { status: 200, body: record(['AAPL'], []) },
      'POST /api/daily-activity/change': { status: 500, body: { message: 'down' } },
    });
    const { user } = renderActivity();
    await within(editor()).findByText('$AAPL');
    await user.type(within(editor()).getByLabelText('Ticker added'), 'nvda{Enter}');
    await waitFor(() =>
      expect(visibleToast()).toMatchObject({
        title: 'Update Failed',
        description: 'Failed to update daily activity.',
        variant: 'destructive',
      }),
    );
    await waitFor(() => expect(within(banner()).queryByText('$NVDA')).toBeNull());
    expect(within(banner()).getByText('Positions Added: (1)')).toBeTruthy();
  });

  it('shows Sync to History only when a list has tickers', async () => {
    stubApi({ [`GET ${DAILY_URL}`]: { status: 200, body: null } });
    renderActivity();
    await within(editor()).findByText('No new positions today');
    expect(screen.queryByRole('button', { name: 'Sync to History' })).toBeNull();
    expect(screen.queryByText(/to the 7-day portfolio history/)).toBeNull();
  });

  it('syncs every listed ticker to the history, the same entries on a second click', async () => {
    const api = stubApi({
      [`GET ${DAILY_URL}`]: { status: 200, body: record(['AAPL'], ['TSLA']) },
      'POST /api/portfolio-activity': (call) => ({
        status: 200,
        body: { id: 'p1', details: null, createdAt: '', ...(call.body as object) },
      }),
    });
    const { user } = renderActivity();
    expect(await screen.findByText('Add 2 activities to the 7-day portfolio history')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sync to History' }));
    await waitFor(() =>
      expect(visibleToast()).toMatchObject({
        title: 'Sync Complete',
        description: 'Synced 2 activities to portfolio history.',
        variant: 'success',
      }),
    );
    const firstSync = api.writes().map((call) => call.body);
    expect(firstSync).toEqual([
      { fund: 'FLOW', date: DATE, activityType: 'holding_added', ticker: 'AAPL' },
      { fund: 'FLOW', date: DATE, activityType: 'holding_removed', ticker: 'TSLA' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Sync to History' }));
    await waitFor(() => expect(api.writes()).toHaveLength(4));
    // Identical entries: the API answers an exact repeat with the stored entry, never a second one.
    expect(
      api
        .writes()
        .slice(2)
        .map((call) => call.body),
    ).toEqual(firstSync);
  });

  it('a failed sync says so', async () => {
    stubApi({
      [`GET ${DAILY_URL}`]: { status: 200, body: record(['AAPL'], []) },
      'POST /api/portfolio-activity': { status: 500, body: { message: 'down' } },
    });
    const { user } = renderActivity();
    await user.click(await screen.findByRole('button', { name: 'Sync to History' }));
    await waitFor(() =>
      expect(visibleToast()).toMatchObject({
        title: 'Sync Failed',
        description: 'Failed to sync daily activities to portfolio history.',
        variant: 'destructive',
      }),
    );
  });
});
