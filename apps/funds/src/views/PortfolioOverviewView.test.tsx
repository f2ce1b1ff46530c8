import { screen, waitFor, within } from '@testing-library/react';
import type { DashboardData, PortfolioMetricsHistory, PortfolioMetricsSnapshot } from '@tradeboard/types';
import { DASHBOARD_FALLBACKS, METRICS_RANGES } from '@tradeboard/types/core';
import { installFakeApi, makeMetricsSnapshot, makePortfolioActivity, renderView } from '@tradeboard/ui/testing';
import { describe, expect, it } from 'vitest';
import { PortfolioOverviewView } from './PortfolioOverviewView.js';

const HISTORY_PATH = '/api/portfolio-activity/Main Fund/7';

function dashboard(
  overrides: Partial<DashboardData['metrics']> = {},
  rest: Partial<DashboardData> = {},
): DashboardData {
  return {
    metrics: {
      date: '06/15/2025',
      totalValue: 1_234_567.4,
      dailyPnl: -2_345.6,
      dailyPnlPercent: -0.19,
      previousSnapshotDate: '06/14/2025',
      activePositions: 7,
      activeBots: 4,
      generatedAt: '2025-06-15T12:00:00.000Z',
      ...overrides,
    },
    topPerformers: [
      {
        id: 'h1',
        fund: 'Growth Fund',
        ticker: 'NVDA',
        symbol: 'NVDA',
        quantity: 10,
        entryPrice: 100,
        currentPrice: 135,
        gainPercent: 35,
      },
      {
        id: 'h2',
        fund: 'Main Fund',
        ticker: 'AAPL',
        symbol: 'AAPL',
        quantity: 5,
        entryPrice: 200,
        currentPrice: null,
        gainPercent: -4.5,
      },
    ],
    fundSummaries: [
      { fund: 'Main Fund', positionCount: 3, totalValue: 1_000_000, status: 'Active' },
      { fund: 'Growth Fund', positionCount: 2, totalValue: 234_567.4, status: 'Active' },
      { fund: 'Value Fund', positionCount: 1, totalValue: 0, status: 'Active' },
      { fund: 'Income Fund', positionCount: 1, totalValue: 0, status: 'Active' },
      { fund: 'Balanced Fund', positionCount: 0, totalValue: 0, status: 'Empty' },
    ],
    generatedAt: '2025-06-15T12:00:00.000Z',
    ...rest,
  };
}

const snapshot = (date: string, totalValue: number, dailyPnl: number | null) =>
  makeMetricsSnapshot(date, { totalValue, dailyPnl, activePositions: 7, activeBots: 4 });
const history = (
  range: PortfolioMetricsHistory['range'],
  snapshots: PortfolioMetricsSnapshot[],
): PortfolioMetricsHistory => ({ range, from: null, to: '06/15/2025', snapshots });

function fakeOverviewApi(data: DashboardData, snapshots: PortfolioMetricsSnapshot[]) {
  return installFakeApi({
    'GET /api/dashboard-data': { body: data },
    ...Object.fromEntries(
      METRICS_RANGES.map((range) => [
        `GET /api/portfolio-metrics/history?range=${range}`,
        { body: history(range, snapshots) },
      ]),
    ),
    [`GET ${HISTORY_PATH}`]: {
      body: [makePortfolioActivity('TSLA', { date: '06/15/2025', activityType: 'holding_added' })],
    },
  });
}

const card = (title: string) => screen.getByRole('group', { name: title });

describe('Portfolio Overview', () => {
  it('shows the four cards from the stored figures, currency without decimals, never the placeholders', async () => {
    fakeOverviewApi(dashboard(), []);
    renderView(<PortfolioOverviewView />);
    expect(await within(card('Total Portfolio Value')).findByText('$1,234,567')).toBeTruthy();
    expect(within(card("Today's P&L")).getByText('-$2,346')).toBeTruthy();
    expect(within(card("Today's P&L")).getByText('-0.19% · Since 06/14/2025')).toBeTruthy();
    expect(within(card('Active Positions')).getByText('7')).toBeTruthy();
    expect(within(card('Active Bots')).getByText('4')).toBeTruthy();
    const text = document.body.textContent ?? '';
    for (const placeholder of Object.values(DASHBOARD_FALLBACKS))
      expect(text).not.toContain(placeholder.toLocaleString('en-US'));
  });

  it("shows '—' with the reason when there is no earlier snapshot for Today's P&L", async () => {
    fakeOverviewApi(dashboard({ dailyPnl: null, dailyPnlPercent: null, previousSnapshotDate: null }), []);
    renderView(<PortfolioOverviewView />);
    expect(await within(card("Today's P&L")).findByText('No earlier snapshot yet')).toBeTruthy();
    expect(within(card("Today's P&L")).getByText('—')).toBeTruthy();
    expect(within(card("Today's P&L")).getByText('Not available')).toBeTruthy();
  });

  it('reads the chart snapshots only after the overview read (which saves today’s snapshot)', async () => {
    const api = fakeOverviewApi(dashboard(), []);
    renderView(<PortfolioOverviewView />);
    await screen.findByText('The chart appears once two daily snapshots exist.');
    const paths = api.calls.map((call) => call.path);
    expect(paths.indexOf('/api/dashboard-data')).toBeLessThan(paths.indexOf('/api/portfolio-metrics/history?range=1M'));
  });

  it('shows the empty state while fewer than two snapshots exist', async () => {
    fakeOverviewApi(dashboard(), [snapshot('06/15/2025', 1000, null)]);
    renderView(<PortfolioOverviewView />);
    expect(await screen.findByText('The chart appears once two daily snapshots exist.')).toBeTruthy();
    expect(
      screen.getByText('A snapshot of the portfolio figures is saved each day the overview is opened.'),
    ).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('draws the chart from two snapshots, names it in words, and offers the table alternative', async () => {
    fakeOverviewApi(dashboard(), [snapshot('06/14/2025', 1000, null), snapshot('06/15/2025', 1280.4, 280.4)]);
    const { user } = renderView(<PortfolioOverviewView />);
    const chart = await screen.findByRole('img', {
      name: 'Total portfolio value from 06/14/2025 to 06/15/2025: $1,000 to $1,280 (+$280).',
    });
    expect(chart).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const table = screen.getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.children).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Date', 'Total Value', 'P&L'],
      ['06/15/2025', '$1,280', '+$280'],
      ['06/14/2025', '$1,000', '—No earlier snapshot'],
    ]);
    expect(screen.getByRole('button', { name: 'Hide table' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('switches range: 1W, 1M, 3M, YTD and All each read their snapshots', async () => {
    const api = fakeOverviewApi(dashboard(), [snapshot('06/14/2025', 1000, null), snapshot('06/15/2025', 1100, 100)]);
    const { user } = renderView(<PortfolioOverviewView />);
    await screen.findByRole('img');
    const group = screen.getByRole('group', { name: 'Chart range' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['1W', '1M', '3M', 'YTD', 'All']);
    expect(within(group).getByRole('button', { name: '1M' }).getAttribute('aria-pressed')).toBe('true');
    for (const [label, range] of [
      ['1W', '1W'],
      ['3M', '3M'],
      ['YTD', 'YTD'],
      ['All', 'ALL'],
    ]) {
      await user.click(within(group).getByRole('button', { name: label }));
      await waitFor(() =>
        expect(api.calls.map((call) => call.path)).toContain(`/api/portfolio-metrics/history?range=${range}`),
      );
    }
  });

  it('lists the top performers with signed percent gains, and the four non-main fund cards with their badges', async () => {
    fakeOverviewApi(dashboard(), []);
    renderView(<PortfolioOverviewView />);
    const top = await screen.findByRole('region', { name: 'Top Performers Today' });
    const items = await within(top).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1.NVDAGrowth Fund · $100.00 → $135.00+35.00%',
      '2.AAPL✅ Main Fund-4.50%',
    ]);
    const funds = screen.getByRole('region', { name: 'Holdings Summary by Fund' });
    expect(
      within(funds)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-label')),
    ).toEqual(['Growth Fund', 'Value Fund', 'Income Fund', 'Balanced Fund']);
    expect(within(within(funds).getByRole('group', { name: 'Growth Fund' })).getByText('$234,567')).toBeTruthy();
    expect(within(within(funds).getByRole('group', { name: 'Growth Fund' })).getByText('2 positions')).toBeTruthy();
    expect(within(within(funds).getByRole('group', { name: 'Growth Fund' })).getByText('Active')).toBeTruthy();
    expect(within(within(funds).getByRole('group', { name: 'Balanced Fund' })).getByText('Empty')).toBeTruthy();
    expect(within(within(funds).getByRole('group', { name: 'Income Fund' })).getByText('1 position')).toBeTruthy();
  });

  it('says so when no holding has a known gain', async () => {
    fakeOverviewApi(dashboard({}, { topPerformers: [] }), []);
    renderView(<PortfolioOverviewView />);
    expect(await screen.findByText('No holdings with a known gain yet.')).toBeTruthy();
  });

  it("shows the Main Fund's 7-day history", async () => {
    fakeOverviewApi(dashboard(), []);
    renderView(<PortfolioOverviewView />);
    const historyRegion = await screen.findByRole('region', { name: 'Portfolio Activity History' });
    expect(await within(historyRegion).findByText('TSLA')).toBeTruthy();
    expect(within(historyRegion).getByText('Holding Added')).toBeTruthy();
  });

  it('a failed read shows the failure with Retry, leaves the chart unread, and recovers', async () => {
    let fail = true;
    const api = installFakeApi({
      'GET /api/dashboard-data': () => (fail ? { status: 500, body: { message: 'down' } } : { body: dashboard() }),
      'GET /api/portfolio-metrics/history?range=1M': { body: history('1M', []) },
      [`GET ${HISTORY_PATH}`]: { body: [] },
    });
    const { user } = renderView(<PortfolioOverviewView />);
    expect(await screen.findByText('Failed to fetch portfolio overview')).toBeTruthy();
    expect(screen.getAllByText('Not available while the overview cannot be read.')).toHaveLength(2);
    expect(api.calls.some((call) => call.path.startsWith('/api/portfolio-metrics/history'))).toBe(false);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry Portfolio Overview' }));
    expect(await within(card('Total Portfolio Value')).findByText('$1,234,567')).toBeTruthy();
  });
});
