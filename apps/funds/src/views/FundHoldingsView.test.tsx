import { screen, waitFor, within } from '@testing-library/react';
import type { Holding } from '@tradeboard/types';
import { beforeEach, describe, expect, it } from 'vitest';
import { FundHoldingsView } from './FundHoldingsView.js';
import {
  currentToast,
  type FakeApi,
  installFakeApi,
  makeHolding,
  makeManualPnl,
  staleReply,
  renderView,
  setViewportWidth,
} from '@tradeboard/ui/testing';

const HOLDINGS: Holding[] = [
  makeHolding('MSFT', {
    id: 'h1',
    quantity: 10,
    tradePrice: 300,
    pnlPercent: 5,
    pnlOpen: 150,
    dateOpened: '02/01/2026',
  }),
  makeHolding('AAPL', { id: 'h2', quantity: 20, tradePrice: 50, pnlPercent: -4, pnlOpen: -40, dateOpened: null }),
  makeHolding('KO', {
    id: 'h3',
    quantity: 40,
    tradePrice: 25,
    pnlPercent: null,
    pnlOpen: null,
    dateOpened: '12/15/2025',
  }),
];

let api: FakeApi;

function setup(holdings: Holding[] = HOLDINGS) {
  api = installFakeApi();
  api.on('GET', '/api/holdings', { body: holdings });
  api.on('GET', '/api/manual-pnl/fund/Main Fund', { body: null });
  api.on('GET', '/api/options', { body: [] });
  return renderView(<FundHoldingsView />);
}

const table = () => screen.findByRole('table', { name: 'Current Holdings' });
const tickers = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

beforeEach(() => setViewportWidth(1440));

describe('Fund Holdings: header', () => {
  it("sums P&L Open of the shown holdings as 'Unrealized Total P&L' with sign and arrow, and shows the badges", async () => {
    setup();
    const header = await screen.findByRole('region', { name: 'Main Fund Holdings' });
    expect(await within(header).findByText('Total Value: $5,000.00')).toBeTruthy();
    expect(within(header).getByText('Total P&L: +$110.00 (+2.20%)')).toBeTruthy();
    expect(within(header).getAllByText('+$110.00')[0]!.closest('[data-pnl]')!.getAttribute('data-pnl')).toBe('up');
  });

  it('shows the manual figures as not set when the fund has no record', async () => {
    setup();
    const figure = (await screen.findByText('YTD P&L %')).parentElement!;
    expect(within(figure).getByText('Not set')).toBeTruthy();
  });
});

describe('Fund Holdings: Current Holdings table', () => {
  it('lists the holdings with Portfolio % over the shown holdings, money in USD and signed percents', async () => {
    setup();
    const row = within(await table())
      .getByText('MSFT')
      .closest('tr')!;
    expect(within(row).getByText('$300.00')).toBeTruthy();
    expect(within(row).getByText('+5.00%')).toBeTruthy();
    expect(within(row).getByText('+$150.00')).toBeTruthy();
    expect(within(row).getByText('60.00%')).toBeTruthy();
    const aapl = within(await table())
      .getByText('AAPL')
      .closest('tr')!;
    expect(within(aapl).getByText('-4.00%')).toBeTruthy();
    expect(within(aapl).getByText('-$40.00')).toBeTruthy();
  });

  it('has no sort by default; a header click sorts ascending, a second click flips', async () => {
    const { user } = setup();
    expect(await tickers()).toEqual(['MSFT', 'AAPL', 'KO']);
    await user.click(screen.getByRole('button', { name: 'Date Opened' }));
    expect(await tickers()).toEqual(['KO', 'MSFT', 'AAPL']);
    await user.click(screen.getByRole('button', { name: 'Portfolio %' }));
    expect(await tickers()).toEqual(['AAPL', 'KO', 'MSFT']);
    await user.click(screen.getByRole('button', { name: 'Portfolio %' }));
    expect(await tickers()).toEqual(['MSFT', 'AAPL', 'KO']);
  });

  it("shows 'No holdings found. Upload a CSV to get started.' when empty", async () => {
    setup([]);
    expect(await screen.findByText('No holdings found. Upload a CSV to get started.')).toBeTruthy();
  });

  it('shows cards instead of the table on small screens', async () => {
    setViewportWidth(390);
    setup();
    const cards = await screen.findByRole('list', { name: 'Current Holdings' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('table', { name: 'Current Holdings' })).toBeNull();
  });

  it("deletes a holding: 'Holding Deleted'", async () => {
    const { user } = setup();
    api.on('DELETE', '/api/holdings/h2', { status: 204 });
    await user.click(await screen.findByRole('button', { name: 'Delete AAPL' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Holding Deleted', variant: 'success' }));
    expect(api.writes()).toEqual([{ method: 'DELETE', path: '/api/holdings/h2', body: undefined }]);
  });

  it("'Undo' in the delete's toast puts the holding back as it was, Date Opened included", async () => {
    const { user } = setup();
    api.on('DELETE', '/api/holdings/h1', { status: 204 });
    api.on('POST', '/api/holdings/restore', ({ body }) => ({ status: 201, body }));
    await user.click(await screen.findByRole('button', { name: 'Delete MSFT' }));
    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Holding Deleted')).toBeTruthy();
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Undone', description: 'The holding is back.' }));
    const restore = api.writes().at(-1)!;
    expect(restore).toMatchObject({ method: 'POST', path: '/api/holdings/restore' });
    expect(restore.body).toMatchObject(HOLDINGS[0]!);
    expect((restore.body as Holding).dateOpened).toBe('02/01/2026');
  });

  it("an undo the server refuses says why: 'Undo Failed' and its reason", async () => {
    const { user } = setup();
    api.on('DELETE', '/api/holdings/h1', { status: 204 });
    api.on('POST', '/api/holdings/restore', { status: 409, body: { message: 'MSFT is already in Main Fund' } });
    await user.click(await screen.findByRole('button', { name: 'Delete MSFT' }));
    await user.click(within(await screen.findByTestId('toast')).getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Undo Failed',
        description: 'MSFT is already in Main Fund',
        variant: 'destructive',
      }),
    );
  });

  it("a failed delete: 'Delete Failed' / 'Failed to delete holding.'", async () => {
    const { user } = setup();
    api.on('DELETE', '/api/holdings/h2', { status: 500, body: { message: 'boom' } });
    await user.click(await screen.findByRole('button', { name: 'Delete AAPL' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Delete Failed',
        description: 'Failed to delete holding.',
        variant: 'destructive',
      }),
    );
  });
});

describe('Fund Holdings: Date Opened inline edit', () => {
  const open = async (user: ReturnType<typeof setup>['user'], ticker: string) => {
    await user.click(await screen.findByRole('button', { name: new RegExp(`^Date Opened for ${ticker}`) }));
    return screen.getByLabelText(`Date Opened for ${ticker}`) as HTMLInputElement;
  };

  it("Enter saves the new date as MM/DD/YYYY: 'Date Updated'", async () => {
    const { user } = setup();
    api.on('PATCH', '/api/holdings/h1', { body: HOLDINGS[0] });
    const input = await open(user, 'MSFT');
    expect(input.value).toBe('2026-02-01');
    await user.clear(input);
    await user.type(input, '2026-03-05{Enter}');
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Date Updated', variant: 'success' }));
    expect(api.writes()).toEqual([
      { method: 'PATCH', path: '/api/holdings/h1', body: { dateOpened: '03/05/2026' }, ifMatch: '"1"' },
    ]);
  });

  it('the check button saves', async () => {
    const { user } = setup();
    api.on('PATCH', '/api/holdings/h2', { body: HOLDINGS[1] });
    const input = await open(user, 'AAPL');
    await user.type(input, '2026-01-02');
    await user.click(screen.getByRole('button', { name: 'Save date' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        { method: 'PATCH', path: '/api/holdings/h2', body: { dateOpened: '01/02/2026' }, ifMatch: '"1"' },
      ]),
    );
  });

  it('leaving the field saves when the value changed, and only then', async () => {
    const { user } = setup();
    api.on('PATCH', '/api/holdings/h1', { body: HOLDINGS[0] });
    await open(user, 'MSFT');
    await user.click(document.body);
    expect(screen.queryByLabelText('Date Opened for MSFT')).toBeNull();
    expect(api.writes()).toEqual([]);
    const input = await open(user, 'MSFT');
    await user.clear(input);
    await user.type(input, '2026-04-04');
    await user.click(document.body);
    await waitFor(() =>
      expect(api.writes()).toEqual([
        { method: 'PATCH', path: '/api/holdings/h1', body: { dateOpened: '04/04/2026' }, ifMatch: '"1"' },
      ]),
    );
  });

  it('Escape and the cross cancel without saving', async () => {
    const { user } = setup();
    const input = await open(user, 'MSFT');
    await user.type(input, '2026-09-09{Escape}');
    expect(screen.queryByLabelText('Date Opened for MSFT')).toBeNull();
    await open(user, 'MSFT');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Date Opened for MSFT')).toBeNull();
    expect(api.writes()).toEqual([]);
  });

  it("a refused save: 'Update Failed' / 'Failed to update date opened.' and the server's reason", async () => {
    const { user } = setup();
    api.on('PATCH', '/api/holdings/h1', { status: 400, body: { message: 'Date must be a real date' } });
    const input = await open(user, 'MSFT');
    await user.clear(input);
    await user.type(input, '2026-03-05{Enter}');
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Update Failed',
        description: 'Failed to update date opened.\nDate must be a real date',
        variant: 'destructive',
      }),
    );
  });
});

describe('Fund Holdings: Edit P&L', () => {
  const fill = async (user: ReturnType<typeof setup>['user'], label: string, value: string) => {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  };

  it("creates the fund's record when there is none: 'Success' / 'P&L data updated successfully', leaves edit mode", async () => {
    const { user } = setup();
    api.on('POST', '/api/manual-pnl', { status: 201, body: {} });
    await user.click(await screen.findByRole('button', { name: 'Edit P&L' }));
    expect((screen.getByLabelText('YTD P&L') as HTMLInputElement).step).toBe('0.01');
    await fill(user, 'Total P&L', '125000.5');
    await fill(user, 'YTD P&L %', '-3.25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Success',
        description: 'P&L data updated successfully',
        variant: 'success',
      }),
    );
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/manual-pnl',
        body: { fund: 'Main Fund', allTimePnl: 125000.5, ytdPnl: null, ytdPnlPercent: -3.25, startingCapital: null },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit P&L' })).toBeNull());
  });

  it('updates the existing record, starting from its figures; an emptied input is sent as null', async () => {
    api = installFakeApi();
    api.on('GET', '/api/holdings', { body: HOLDINGS });
    api.on('GET', '/api/options', { body: [] });
    api.on('GET', '/api/manual-pnl/fund/Main Fund', {
      body: {
        id: 'p1',
        fund: 'Main Fund',
        allTimePnl: 10,
        ytdPnl: 20,
        ytdPnlPercent: 1.5,
        startingCapital: 100000,
        createdAt: '',
        updatedAt: '',
      },
    });
    api.on('PATCH', '/api/manual-pnl/p1', { body: {} });
    const { user } = renderView(<FundHoldingsView />);
    await user.click(await screen.findByRole('button', { name: 'Edit P&L' }));
    expect((screen.getByLabelText('Starting Capital 2025') as HTMLInputElement).value).toBe('100000');
    await fill(user, 'YTD P&L', '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        {
          method: 'PATCH',
          path: '/api/manual-pnl/p1',
          body: { fund: 'Main Fund', allTimePnl: 10, ytdPnl: null, ytdPnlPercent: 1.5, startingCapital: 100000 },
        },
      ]),
    );
  });

  it('figures changed elsewhere since Edit P&L: says so, the inputs show the stored figures, the next save updates them', async () => {
    api = installFakeApi();
    api.on('GET', '/api/holdings', { body: HOLDINGS });
    api.on('GET', '/api/options', { body: [] });
    const stored = makeManualPnl('Main Fund', { id: 'p1', ytdPnl: 20, version: 1 });
    const fresh = { ...stored, ytdPnl: 500, version: 2 };
    let current = stored;
    api.on('GET', '/api/manual-pnl/fund/Main Fund', () => ({ body: current }));
    api.on('PATCH', '/api/manual-pnl/p1', ({ ifMatch, body }) => {
      if (ifMatch !== `"${current.version}"`) return staleReply(current);
      current = { ...current, ...(body as object), version: current.version + 1 };
      return { body: current };
    });
    const { user } = renderView(<FundHoldingsView />);
    await user.click(await screen.findByRole('button', { name: 'Edit P&L' }));
    current = fresh; // another admin saved 500 meanwhile
    await fill(user, 'YTD P&L', '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Error',
        description: 'This was changed elsewhere; your change was not saved',
        variant: 'destructive',
      }),
    );
    await waitFor(() => expect((screen.getByLabelText('YTD P&L') as HTMLInputElement).value).toBe('500'));
    expect(screen.getByRole('form', { name: 'Edit P&L' })).toBeTruthy();

    await fill(user, 'YTD P&L', '600');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit P&L' })).toBeNull());
    expect(api.writes().map((call) => call.ifMatch)).toEqual(['"1"', '"2"']);
    expect(current).toMatchObject({ ytdPnl: 600, version: 3 });
  });

  it('Cancel leaves edit mode without saving', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit P&L' }));
    await fill(user, 'Total P&L', '5');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit P&L' })).toBeNull();
    expect(api.writes()).toEqual([]);
  });

  it("a failed save: 'Error' / 'Failed to update P&L data', stays in edit mode", async () => {
    const { user } = setup();
    api.on('POST', '/api/manual-pnl', { status: 500, body: { message: 'boom' } });
    await user.click(await screen.findByRole('button', { name: 'Edit P&L' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Error',
        description: 'Failed to update P&L data',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('form', { name: 'Edit P&L' })).toBeTruthy();
  });
});

describe('Fund Holdings: controls', () => {
  it("'Filter by Fund' lists one fund ('✅ Main Fund' for the Main Fund) and the header follows it", async () => {
    const { user } = setup();
    api.on('GET', '/api/holdings?fund=Growth Fund', { body: [makeHolding('NVDA', { fund: 'Growth Fund' })] });
    api.on('GET', '/api/manual-pnl/fund/Growth Fund', { body: null });
    api.on('GET', '/api/options?fund=Growth Fund', { body: [] });
    const filter = (await screen.findByLabelText('Filter by Fund')) as HTMLSelectElement;
    expect([...filter.options].map((option) => option.text)).toEqual([
      'All Funds',
      '✅ Main Fund',
      'Growth Fund',
      'Value Fund',
      'Income Fund',
      'Balanced Fund',
    ]);
    await user.selectOptions(filter, 'Growth Fund');
    expect(await screen.findByRole('region', { name: 'Growth Fund Holdings' })).toBeTruthy();
    expect(await tickers()).toEqual(['NVDA']);
  });

  it("Clear All asks first, deletes the shown holdings in batches and ends with 'All Holdings Cleared'", async () => {
    const { user } = setup();
    for (const id of ['h1', 'h2', 'h3']) api.on('DELETE', `/api/holdings/${id}`, { status: 204 });
    await user.click(await screen.findByRole('button', { name: 'Clear All' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear all holdings?' });
    expect(
      within(dialog).getByText('This deletes the 3 holdings shown (All Funds). This action cannot be undone.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'All Holdings Cleared', variant: 'success' }));
    expect(api.writes().map((call) => call.path)).toEqual(['/api/holdings/h1', '/api/holdings/h2', '/api/holdings/h3']);
  });

  it('Clear All cancelled deletes nothing', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Clear All' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.writes()).toEqual([]);
  });

  it("a failed Clear All: 'Clear Failed' / 'Failed to clear holdings.'", async () => {
    const { user } = setup();
    api.on('DELETE', '/api/holdings/h1', { status: 500, body: { message: 'boom' } });
    await user.click(await screen.findByRole('button', { name: 'Clear All' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear All' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Clear Failed',
        description: 'Failed to clear holdings.',
        variant: 'destructive',
      }),
    );
  });
});
