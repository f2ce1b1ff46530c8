import { cleanup, screen, within } from '@testing-library/react';
import type { PortfolioActivity } from '@tradeboard/types';
import { describe, expect, it } from 'vitest';
import { installFakeApi, renderView } from '../testing/index.js';
import { detailParts } from './ActivityEntryRow.js';
import { PortfolioActivityHistory } from './PortfolioActivityHistory.js';

const URL_7 = '/api/portfolio-activity/Main Fund/7';

const activity = (
  id: string,
  date: string,
  activityType: string,
  ticker: string,
  details: object | null = null,
  createdAt = '2026-11-23T10:00:00.000Z',
): PortfolioActivity => ({
  id,
  fund: 'Main Fund',
  date,
  activityType: activityType as PortfolioActivity['activityType'],
  ticker,
  details: details === null ? null : JSON.stringify(details),
  createdAt,
});

const region = () => screen.getByRole('region', { name: 'Portfolio Activity History' });
const day = (date: string) => within(region()).getByRole('region', { name: date });
const entries = (date: string) =>
  within(day(date))
    .getAllByRole('listitem')
    .map((item) => [item.getAttribute('data-tone'), item.textContent]);

describe('Portfolio Activity History', () => {
  it('groups by date, newest date first, with a count per date, labels, tones and details', async () => {
    installFakeApi({
      [`GET ${URL_7}`]: {
        status: 200,
        body: [
          activity('1', '11/23/2026', 'holding_added', 'TSLA', null, '2026-11-23T15:00:00.000Z'),
          activity(
            '2',
            '11/23/2026',
            'option_removed',
            'SPY',
            { quantity: 2, price: 1.5, strike: 500, expiry: '2026-12-18', optionType: 'CALL' },
            '2026-11-23T14:00:00.000Z',
          ),
          activity('3', '11/21/2026', 'holding_modified', 'AAPL', {
            quantity: 10,
            price: 180.25,
            changes: { dateOpened: { from: null, to: '11/20/2026' } },
          }),
          activity('4', '11/22/2026', 'dividend_paid', 'KO'),
        ],
      },
    });
    renderView(<PortfolioActivityHistory fund="Main Fund" />);
    expect(await within(region()).findByText('TSLA')).toBeTruthy();
    expect(within(region()).getByText('Last 7 days')).toBeTruthy();
    const dates = within(region())
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(dates).toEqual(['11/23/2026', '11/22/2026', '11/21/2026']);
    expect(within(day('11/23/2026')).getByText('2 activities')).toBeTruthy();
    expect(within(day('11/22/2026')).getByText('1 activity')).toBeTruthy();
    expect(entries('11/23/2026')).toEqual([
      ['added', 'Holding AddedTSLA'],
      ['removed', 'Option RemovedSPYCALL · Qty 2 · Price $1.50 · Strike $500.00 · Exp 12/18/2026'],
    ]);
    expect(entries('11/22/2026')).toEqual([['other', 'Unknown ActivityKO']]);
    // An edit says what it changed (issue 28).
    expect(entries('11/21/2026')).toEqual([
      ['modified', 'Holding ModifiedAAPLDate Opened 11/20/2026 · Qty 10 · Price $180.25'],
    ]);
  });

  it('names a changed quantity once and a cleared field as cleared', () => {
    expect(
      detailParts({
        quantity: 40,
        price: 182.35,
        changes: [
          { field: 'quantity', to: 40 },
          { field: 'dateOpened', to: null },
        ],
      }),
    ).toEqual(['Qty 40', 'Date Opened cleared', 'Price $182.35']);
  });

  it('colours the labels green, red, blue and grey', async () => {
    installFakeApi({
      [`GET ${URL_7}`]: {
        status: 200,
        body: [
          activity('1', '11/23/2026', 'option_added', 'A'),
          activity('2', '11/23/2026', 'holding_removed', 'B'),
          activity('3', '11/23/2026', 'option_modified', 'C'),
          activity('4', '11/23/2026', 'other', 'D'),
        ],
      },
    });
    renderView(<PortfolioActivityHistory fund="Main Fund" />);
    const label = async (text: string) => (await screen.findByText(text)).closest('.MuiChip-root')!.className;
    expect(await label('Option Added')).toContain('MuiChip-colorSuccess');
    expect(await label('Holding Removed')).toContain('MuiChip-colorError');
    expect(await label('Option Modified')).toContain('MuiChip-colorInfo');
    expect(await label('Unknown Activity')).toContain('MuiChip-colorDefault');
  });

  it("shows the empty text with the window's length", async () => {
    installFakeApi({
      [`GET ${URL_7}`]: { status: 200, body: [] },
      'GET /api/portfolio-activity/FLOW/30': { status: 200, body: [] },
    });
    renderView(<PortfolioActivityHistory fund="Main Fund" />);
    expect(await screen.findByText('No portfolio activity recorded in the last 7 days.')).toBeTruthy();
    cleanup();
    renderView(<PortfolioActivityHistory fund="FLOW" days={30} />);
    expect(await screen.findByText('No portfolio activity recorded in the last 30 days.')).toBeTruthy();
    expect(screen.getByText('Last 30 days')).toBeTruthy();
  });

  it('shows the loading text, then the failure with a Retry that reads again', async () => {
    let fail = true;
    installFakeApi({
      [`GET ${URL_7}`]: () =>
        fail
          ? { status: 500, body: {} }
          : { status: 200, body: [activity('1', '11/23/2026', 'holding_added', 'TSLA')] },
    });
    const { user } = renderView(<PortfolioActivityHistory fund="Main Fund" />);
    expect(screen.getByRole('status').textContent).toBe('Loading portfolio activity...');
    expect(await screen.findByText('Failed to fetch portfolio activity')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry Portfolio Activity History' }));
    expect(await screen.findByText('TSLA')).toBeTruthy();
  });
});

describe('detailParts', () => {
  it('lists only what the entry carries', () => {
    expect(detailParts({})).toEqual([]);
    expect(detailParts({ quantity: 1500, price: 0.5 })).toEqual(['Qty 1,500', 'Price $0.50']);
    expect(detailParts({ expiry: '06/20/2025' })).toEqual(['Exp 06/20/2025']);
  });
});
