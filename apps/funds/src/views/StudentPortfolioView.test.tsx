import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StudentPortfolioView } from './StudentPortfolioView.js';
import {
  type FakeApi,
  installFakeApi,
  makeHolding,
  makeManualPnl,
  makeOption,
  renderView,
  setViewportWidth,
} from '@tradeboard/ui/testing';

let api: FakeApi;

function setup({
  pnl = null as ReturnType<typeof makeManualPnl> | null,
  holdings = [
    makeHolding('MSFT', { quantity: 10, tradePrice: 300, pnlOpen: 150 }),
    makeHolding('KO', { quantity: 40, tradePrice: 50, pnlOpen: -20 }),
  ],
  options = [makeOption('TSLA', { optionType: 'PUT', expiry: '2026-12-18' })],
} = {}) {
  api = installFakeApi();
  api.on('GET', '/api/holdings?fund=Main Fund', { body: holdings });
  api.on('GET', '/api/options?fund=Main Fund', { body: options });
  api.on('GET', '/api/manual-pnl/fund/Main Fund', { body: pnl });
  return renderView(<StudentPortfolioView />);
}

beforeEach(() => setViewportWidth(1440));

describe('student Portfolio Data', () => {
  it("shows the chips, each 'Not Set' when the figure is absent", async () => {
    setup();
    const chips = await screen.findByRole('list', { name: 'Fund figures' });
    await waitFor(() => expect(within(chips).getByText('Unrealized Total P&L: +$130.00')).toBeTruthy());
    for (const label of ['P&L Since 2020', 'YTD P&L', 'YTD P&L %', 'Starting Capital 2025']) {
      expect(within(chips).getByText(`${label}: Not Set`)).toBeTruthy();
    }
  });

  it('shows the stored manual figures with their signs', async () => {
    setup({
      pnl: makeManualPnl('Main Fund', {
        allTimePnl: 250000,
        ytdPnl: -1200.5,
        ytdPnlPercent: -2.5,
        startingCapital: 1000000,
      }),
    });
    const chips = await screen.findByRole('list', { name: 'Fund figures' });
    await waitFor(() => expect(within(chips).getByText('P&L Since 2020: +$250,000.00')).toBeTruthy());
    expect(within(chips).getByText('YTD P&L: -$1,200.50')).toBeTruthy();
    expect(within(chips).getByText('YTD P&L %: -2.50%')).toBeTruthy();
    expect(within(chips).getByText('Starting Capital 2025: $1,000,000.00')).toBeTruthy();
  });

  it('lists the holdings under capital headers, sortable, with Date Opened Not Set when empty', async () => {
    const { user } = setup();
    const table = await screen.findByRole('table', { name: 'Fund Holdings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['TICKER', 'QUANTITY', 'TRADE PRICE', 'P&L %', 'P&L OPEN', 'PORTFOLIO %', 'DATE OPENED']);
    expect(within(within(table).getByText('MSFT').closest('tr')!).getByText('Not Set')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'TICKER' }));
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('KO');
  });

  it('lists the options with a positions count and the expiry MM/DD/YYYY', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Options Positions' });
    expect(within(screen.getByRole('region', { name: 'Options Positions' })).getByText('1 position')).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['TICKER', 'TYPE', 'STRIKE', 'EXPIRY', 'QUANTITY', 'PRICE', 'MARK']);
    expect(within(table).getByText('12/18/2026')).toBeTruthy();
  });

  it("shows each option's Mark from the statement, '—' for one without", async () => {
    setup({
      options: [
        makeOption('TSLA', { optionType: 'PUT', price: 7.5, currentPrice: 6.2 }),
        makeOption('QQQ', { price: 3, currentPrice: null }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Options Positions' });
    const rowOf = (ticker: string) => within(table).getByText(ticker).closest('tr')!;
    expect(within(rowOf('TSLA')).getByText('$6.20')).toBeTruthy();
    expect(within(rowOf('QQQ')).getByLabelText('no mark').textContent).toBe('—');
  });

  it("says 'No options positions available.' / 'Options will appear here when added by administrators.' when there are none", async () => {
    setup({ options: [] });
    expect(await screen.findByText('No options positions available.')).toBeTruthy();
    expect(screen.getByText('Options will appear here when added by administrators.')).toBeTruthy();
    expect(screen.getByText('0 positions')).toBeTruthy();
  });

  it('has no admin control and sends no write request', async () => {
    setup();
    await screen.findByRole('table', { name: 'Fund Holdings' });
    await screen.findByRole('table', { name: 'Options Positions' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit|Delete|Clear|Add|Import|Export|Choose/ })).toBeNull();
    expect(api.calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it('reads the manual P&L again every 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setup();
      await screen.findByRole('list', { name: 'Fund figures' });
      const reads = () => api.calls.filter((call) => call.path === '/api/manual-pnl/fund/Main Fund').length;
      const before = reads();
      await vi.advanceTimersByTimeAsync(5000);
      await waitFor(() => expect(reads()).toBe(before + 1));
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows 'Failed to fetch holdings' with Retry when the holdings cannot be read", async () => {
    api = installFakeApi();
    api.on('GET', '/api/holdings?fund=Main Fund', { status: 500, body: { message: 'down' } });
    api.on('GET', '/api/options?fund=Main Fund', { body: [] });
    api.on('GET', '/api/manual-pnl/fund/Main Fund', { body: null });
    renderView(<StudentPortfolioView />);
    expect(await screen.findByText('Failed to fetch holdings')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry Fund Holdings' })).toBeTruthy();
  });
});
