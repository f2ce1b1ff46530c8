import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CsvImport } from './CsvImport.js';
import { currentToast, installFakeApi, makeHolding, makeOption, renderView } from '@tradeboard/ui/testing';

const STATEMENT = [
  'Position Statement for 55501234 (Margin) on 11/18/26 09:41:27',
  'Instrument,Qty,Days,Trade Price,Mark,Mrk Chng,P/L %,P/L Open,P/L Day,BP Effect',
  'AMZN,,,,,,,,,',
  'AMAZON COM INC COM,+40,,182.35,214.10,+2.05,+17.41%,"$1,270.00",$82.00,"($8,564.00)"',
  'META,+15,,$512.00,590.40,-3.10,+15.31%,"$1,176.00",($46.50),"($8,856.00)"',
  'RDFN,+200,,9.10,10.40,+.05,+14.29%,$260.00,$10.00,"($2,080.00)"',
  'Cash & Sweep Vehicle,,,,,,,,,"$21,004.16"',
].join('\n');

const csv = (text: string, name = 'positions.csv') => new File([text], name, { type: 'text/csv' });
/** Any file, as a drop would bring it (the picker's accept list is not applied; e2e drops for real). */
const drop = (file: File) => userEvent.upload(screen.getByLabelText('Holdings CSV file'), file, { applyAccept: false });

function setup() {
  const api = installFakeApi();
  api.on('GET', '/api/holdings?fund=Main Fund', {
    body: [
      makeHolding('META', { quantity: 10, tradePrice: 500 }),
      makeHolding('XOM', { quantity: 60, tradePrice: 104 }),
    ],
  });
  api.on('GET', '/api/options?fund=Main Fund', { body: [] });
  const view = renderView(<CsvImport fund="Main Fund" />);
  const pick = (file: File) => view.user.upload(screen.getByLabelText('Holdings CSV file'), file);
  return { api, ...view, pick };
}

describe('CSV import', () => {
  it('shows the preview: New, Updated with old and new quantity and price, Removed, Skipped with the reason', async () => {
    const { pick } = setup();
    await pick(csv(STATEMENT));
    const dialog = await screen.findByRole('dialog', { name: 'Import Preview' });
    expect(
      within(dialog).getByText('positions.csv into ✅ Main Fund. Nothing is written until you choose Import.'),
    ).toBeTruthy();
    const section = (name: string) => within(dialog).getByRole('table', { name });
    expect(within(section('New')).getByText('AMZN')).toBeTruthy();
    const updated = within(section('Updated')).getByText('META').closest('tr')!;
    expect(within(updated).getByText('10 → 15')).toBeTruthy();
    expect(within(updated).getByText('$500.00 → $512.00')).toBeTruthy();
    expect(within(section('Removed')).getByText('XOM')).toBeTruthy();
    const skipped = within(section('Skipped')).getByText('RDFN').closest('tr')!;
    expect(within(skipped).getByText('excluded ticker')).toBeTruthy();
    expect(within(dialog).getByText('1 holding of ✅ Main Fund not in the file will be removed.')).toBeTruthy();
  });

  it("names its limits in words and its picker offers .csv files (a drop of another type still gets 'Invalid File Type')", async () => {
    setup();
    expect(screen.getByText('CSV file (.csv), one file, up to 5 MB')).toBeTruthy();
    expect(screen.getByLabelText('Holdings CSV file').getAttribute('accept')).toBe('.csv,text/csv');
    await drop(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Invalid File Type' }));
  });

  it('Cancel writes nothing', async () => {
    const { api, pick, user } = setup();
    await pick(csv(STATEMENT));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes()).toEqual([]);
  });

  it("Import posts the parsed rows for the fund and toasts 'CSV Import Successful' with the API's counts", async () => {
    const { api, pick, user } = setup();
    api.on('POST', '/api/holdings/import', { body: { results: { updated: 1, created: 1, removed: 1 } } });
    await pick(csv(STATEMENT));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Import' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'CSV Import Successful',
        description: 'Updated: 1, New: 1, Removed: 1',
        variant: 'success',
      }),
    );
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/holdings/import',
        body: {
          fund: 'Main Fund',
          holdings: [
            {
              fund: 'Main Fund',
              ticker: 'AMZN',
              quantity: 40,
              tradePrice: 182.35,
              pnlPercent: 17.41,
              pnlOpen: 1270,
              optionsLongTerm: 'Options',
              currentPrice: 214.1,
            },
            {
              fund: 'Main Fund',
              ticker: 'META',
              quantity: 15,
              tradePrice: 512,
              pnlPercent: 15.31,
              pnlOpen: 1176,
              optionsLongTerm: 'Options',
              currentPrice: 590.4,
            },
          ],
          statementDate: '11/18/2026',
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("a failed import toasts 'Import Failed' / 'Failed to import CSV data.' and keeps the preview open", async () => {
    const { api, pick, user } = setup();
    api.on('POST', '/api/holdings/import', { status: 500, body: { message: 'Internal error' } });
    await pick(csv(STATEMENT));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Import' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Import Failed',
        description: 'Failed to import CSV data.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Import Preview' })).toBeTruthy();
  });

  it('while another import of the fund runs (409) it says so and keeps the preview open to try again', async () => {
    const { api, pick, user } = setup();
    api.on('POST', '/api/holdings/import', {
      status: 409,
      body: { message: 'Another import of this fund is running' },
    });
    await pick(csv(STATEMENT));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Import' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Import Failed',
        description: 'Another import of this fund is running',
        variant: 'destructive',
      }),
    );
    const preview = screen.getByRole('dialog', { name: 'Import Preview' });
    expect(within(preview).getByRole('button', { name: 'Import' })).toBeTruthy();
  });

  it.each([
    [
      'a file that is not .csv',
      csv(STATEMENT, 'positions.txt'),
      { title: 'Invalid File Type', description: 'Please upload a CSV file.' },
    ],
    [
      'a file with no holdings',
      csv('Instrument,Qty\nCash & Sweep Vehicle,,\n'),
      {
        title: 'No Data Found',
        description:
          'No valid holdings data found in the CSV.\nReads: thinkorswim Position Statement, thinkorswim Account Statement, Interactive Brokers TWS portfolio, ' +
          'E*TRADE PortfolioDownload, Fidelity Portfolio_Positions, Schwab positions, or a CSV with Symbol, Quantity and Price columns. ' +
          'This file\'s first line: "Instrument,Qty".',
      },
    ],
  ])('%s gets its message, no preview and no write', async (_name, file, toast) => {
    const { api } = setup();
    await drop(file);
    await waitFor(() => expect(currentToast()).toMatchObject({ ...toast, variant: 'destructive' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.writes()).toEqual([]);
  });

  it('refuses a file over 5 MB in the zone, before reading it', async () => {
    const { api } = setup();
    const big = csv(STATEMENT);
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    Object.defineProperty(big, 'text', { value: () => Promise.reject(new Error('read')) });
    await drop(big);
    expect(await screen.findByText('positions.csv: File is larger than 5242880 bytes')).toBeTruthy();
    expect(currentToast()).toBeUndefined();
    expect(api.writes()).toEqual([]);
  });

  it("a file that cannot be read: 'Parse Error' / 'Failed to parse CSV file.'", async () => {
    setup();
    const broken = csv(STATEMENT);
    Object.defineProperty(broken, 'text', { value: () => Promise.reject(new Error('NotReadableError')) });
    await drop(broken);
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ title: 'Parse Error', description: 'Failed to parse CSV file.' }),
    );
  });

  describe('options and other layouts', () => {
    const SPREADS = [
      'Position Statement for 55501234 (Margin) on 11/18/26 09:41:27',
      'Instrument,Qty,Days,Trade Price,Mark,P/L %,P/L Open',
      'AMZN,+40,,182.35,214.10,+17.41%,"$1,270.00"',
      'QQQ,,,,,,',
      '100 (Weeklys) 28 NOV 26 520 PUT,-2,10,4.10,2.35,+42.68%,$350.00',
      '100 19 DEC 26 500 CALL,+1,31,18.20,25.60,+40.66%,$740.00',
    ].join('\n');

    function setupWithOptions() {
      const api = installFakeApi();
      api.on('GET', '/api/holdings?fund=Main Fund', { body: [] });
      api.on('GET', '/api/options?fund=Main Fund', {
        body: [
          makeOption('QQQ', { optionType: 'CALL', strike: 500, expiry: '12/19/2026', quantity: 1, price: 17 }),
          makeOption('SPY', { optionType: 'PUT', strike: 600, expiry: '01/15/2027', source: 'manual' }),
        ],
      });
      const view = renderView(<CsvImport fund="Main Fund" />);
      return { api, ...view };
    }

    it('previews the options: new, updated old -> new, the hand-added one kept unless ticked; Import sends both', async () => {
      const { api, user } = setupWithOptions();
      api.on('POST', '/api/holdings/import', {
        body: {
          results: {
            updated: 0,
            created: 1,
            removed: 0,
            unchanged: 0,
            options: { created: 1, updated: 1, removed: 1, unchanged: 0 },
          },
        },
      });
      await user.upload(screen.getByLabelText('Holdings CSV file'), csv(SPREADS));
      const dialog = await screen.findByRole('dialog', { name: 'Import Preview' });
      expect(within(dialog).getByLabelText('File layout')).toHaveProperty('value', 'thinkorswim');
      expect(within(dialog).getByText('Statement of 11/18/2026.', { exact: false })).toBeTruthy();
      const created = within(dialog).getByRole('table', { name: 'New options' });
      expect(within(created).getByText('11/28/2026').closest('tr')!.textContent).toBe('QQQPUT52011/28/2026-2$4.10');
      const updated = within(within(dialog).getByRole('table', { name: 'Updated options' })).getByText('1');
      expect(updated.closest('tr')!.textContent).toContain('$17.00 → $18.20');
      expect(within(dialog).getByText('No options are removed.')).toBeTruthy();
      await user.click(within(dialog).getByRole('checkbox', { name: 'Also remove options not in this file' }));
      const removed = within(dialog).getByRole('table', { name: 'Removed options' });
      expect(within(removed).getByText('SPY')).toBeTruthy();

      await user.click(within(dialog).getByRole('button', { name: 'Import' }));
      await waitFor(() =>
        expect(currentToast()).toMatchObject({
          title: 'CSV Import Successful',
          description: 'Updated: 0, New: 1, Removed: 0\nOptions: 1 new, 1 updated, 1 removed',
        }),
      );
      const body = api.writes()[0]!.body as { options: unknown[]; removeManualOptions: boolean };
      expect(body.removeManualOptions).toBe(true);
      expect(body.options).toEqual([
        {
          ticker: 'QQQ',
          optionType: 'PUT',
          strike: 520,
          expiry: '11/28/2026',
          quantity: -2,
          price: 4.1,
          pnlPercent: 42.68,
          pnlOpen: 350,
          currentPrice: 2.35,
        },
        {
          ticker: 'QQQ',
          optionType: 'CALL',
          strike: 500,
          expiry: '12/19/2026',
          quantity: 1,
          price: 18.2,
          pnlPercent: 40.66,
          pnlOpen: 740,
          currentPrice: 25.6,
        },
      ]);
    });

    it('the admin reads the file as another layout: the preview follows, Import is off when nothing is read', async () => {
      const { user } = setupWithOptions();
      await user.upload(screen.getByLabelText('Holdings CSV file'), csv(SPREADS));
      const dialog = await screen.findByRole('dialog', { name: 'Import Preview' });
      await user.selectOptions(within(dialog).getByLabelText('File layout'), 'schwab');
      expect(within(dialog).getByText('Nothing to import when the file is read this way.')).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'Import' })).toHaveProperty('disabled', true);
      await user.selectOptions(within(dialog).getByLabelText('File layout'), 'thinkorswim');
      expect(within(dialog).getByRole('button', { name: 'Import' })).toHaveProperty('disabled', false);
    });
  });
});
