import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAlert } from '../../test/fixtures.js';
import { StudentAlerts } from './StudentAlerts.js';
import { flowAlertRequestAtom, requestFlowAlert } from '@tradeboard/ui';
import { installFakeApi, renderView } from '@tradeboard/ui/testing';
import { getDefaultStore } from 'jotai';

const LIST = 'GET /api/unusual-flow';
const NOW = new Date('2026-11-23T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

afterEach(() => vi.useRealTimers());

describe('student Unusual Flow', () => {
  it('shows the title, subtitle, the count and the CALL/PUT legend', async () => {
    installFakeApi({ [LIST]: { body: [makeAlert('TSLA'), makeAlert('AAPL')] } });
    renderView(<StudentAlerts />);
    expect(await screen.findByText('2 Active Alerts')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Unusual Flow' })).toBeTruthy();
    expect(screen.getByText(/live Alpha Gold alerts/i)).toBeTruthy();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['CALL bullish', 'PUT bearish']);
  });

  it('cards newest first with their figures, 120-character description, Alpha Gold badge and screenshot mark', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    installFakeApi({
      [LIST]: {
        body: [
          makeAlert('AAPL', { createdAt: minutesAgo(90), premium: null }),
          makeAlert('TSLA', {
            createdAt: minutesAgo(0),
            flowDescription: 'y'.repeat(130),
            flowImage: '/uploads/x.png',
            optionType: 'PUT',
          }),
        ],
      },
    });
    renderView(<StudentAlerts />);
    const cards = await screen.findAllByTestId('student-flow-card');
    const [tsla, aapl] = cards as [HTMLElement, HTMLElement];
    expect(within(tsla).getByText('TSLA')).toBeTruthy();
    expect(within(tsla).getByText('PUT')).toBeTruthy();
    expect(within(tsla).getByText('Just now')).toBeTruthy();
    expect(within(tsla).getByText(`${'y'.repeat(120)}...`)).toBeTruthy();
    expect(within(tsla).getByText('Alpha Gold')).toBeTruthy();
    expect(within(tsla).getByText('Screenshot')).toBeTruthy();
    for (const text of ['$250.00', '12/18/2026', '$245.50', '$1.25M', '5,000'])
      expect(within(tsla).getByText(text)).toBeTruthy();
    expect(within(aapl).getByText('1 hour ago')).toBeTruthy();
    expect(within(aapl).getByText('N/A')).toBeTruthy();
    expect(within(aapl).queryByText('Screenshot')).toBeNull();
  });

  it('relative times keep ticking while the page is open', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
    installFakeApi({ [LIST]: { body: [makeAlert('TSLA', { createdAt: NOW.toISOString() })] } });
    renderView(<StudentAlerts />);
    expect(await screen.findByText('Just now')).toBeTruthy();
    await act(async () => {
      vi.setSystemTime(new Date(NOW.getTime() + 61_000));
      vi.advanceTimersByTime(15_000);
    });
    expect(screen.getByText('1 min ago')).toBeTruthy();
    await act(async () => {
      vi.setSystemTime(new Date(NOW.getTime() + 5 * 60_000));
      vi.advanceTimersByTime(15_000);
    });
    expect(screen.getByText('5 mins ago')).toBeTruthy();
  });

  it('says when there is no alert yet', async () => {
    installFakeApi({ [LIST]: { body: [] } });
    renderView(<StudentAlerts />);
    expect(await screen.findByText('No Flow Alerts Yet')).toBeTruthy();
    expect(screen.getByText('Unusual options flow alerts will appear here when detected.')).toBeTruthy();
    expect(screen.getByText('0 Active Alerts')).toBeTruthy();
  });

  it('a click opens the detail dialog: direction, figures with N/A, analysis, screenshot, summary and detection time', async () => {
    installFakeApi({
      [LIST]: {
        body: [
          makeAlert('TSLA', {
            optionType: 'PUT',
            openInterest: null,
            flowDescription: 'Heavy put buying',
            flowImage: '/uploads/x.png',
          }),
        ],
      },
    });
    const { user } = renderView(<StudentAlerts />);
    await user.click(await screen.findByRole('button', { name: /^TSLA\s*PUT/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Bearish')).toBeTruthy();
    const figure = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(figure('Strike')).toBe('$250.00');
    expect(figure('Spot')).toBe('$245.50');
    expect(figure('Expiration')).toBe('12/18/2026');
    expect(figure('Alert Type')).toBe('Alpha Gold');
    expect(figure('Premium')).toBe('$1.25M');
    expect(figure('Volume')).toBe('5,000');
    expect(figure('Open Interest')).toBe('N/A');
    expect(within(dialog).getByText('Heavy put buying')).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'TSLA flow screenshot' }).getAttribute('src')).toBe(
      '/uploads/x.png',
    );
    expect(within(dialog).getByText('Contract Summary')).toBeTruthy();
    expect(within(dialog).getByText(/^Detected /)).toBeTruthy();
  });

  it('a CALL reads Bullish', async () => {
    installFakeApi({ [LIST]: { body: [makeAlert('AAPL')] } });
    const { user } = renderView(<StudentAlerts />);
    await user.click(await screen.findByRole('button', { name: /^AAPL\s*CALL/ }));
    expect(within(await screen.findByRole('dialog')).getByText('Bullish')).toBeTruthy();
  });

  it('opens the dialog of the alert the shell asks for (a notification click), once it is loaded', async () => {
    const requested = makeAlert('NVDA', { flowDescription: 'Sweeps at the ask' });
    installFakeApi({ [LIST]: { body: [makeAlert('AAPL'), requested] } });
    // The request comes before the list has loaded (the flow tab was just opened).
    requestFlowAlert(requested.id);
    renderView(<StudentAlerts />);
    const dialog = await screen.findByRole('dialog', { name: /^NVDA Flow Alert/ });
    expect(within(dialog).getByText('Sweeps at the ask')).toBeTruthy();
    expect(getDefaultStore().get(flowAlertRequestAtom)).toBeNull();
  });

  it('a request for an alert that is not in the list opens nothing', async () => {
    installFakeApi({ [LIST]: { body: [makeAlert('AAPL')] } });
    requestFlowAlert('gone');
    renderView(<StudentAlerts />);
    await screen.findByText('1 Active Alerts');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
