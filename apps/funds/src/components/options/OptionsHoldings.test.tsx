import { screen, waitFor, within } from '@testing-library/react';
import type { OptionPosition } from '@tradeboard/types';
import { beforeEach, describe, expect, it } from 'vitest';
import { OptionsHoldings } from './OptionsHoldings.js';
import {
  currentToast,
  type FakeApi,
  installFakeApi,
  makeOption,
  renderView,
  setViewportWidth,
} from '@tradeboard/ui/testing';

let api: FakeApi;

function setup(options: OptionPosition[] = []) {
  api = installFakeApi();
  api.on('GET', '/api/options', { body: options });
  return renderView(<OptionsHoldings listFund={undefined} addFund="Main Fund" />);
}

beforeEach(() => setViewportWidth(1440));

async function fillForm(user: ReturnType<typeof setup>['user'], skip?: string) {
  const values: Array<[string, string]> = [
    ['Ticker', 'aapl'],
    ['Strike', '187.5'],
    ['Expiry', '2026-12-18'],
    ['Quantity', '3'],
    ['Price', '4.25'],
  ];
  for (const [label, value] of values) if (label !== skip) await user.type(screen.getByLabelText(label), value);
  if (skip !== 'Type') await user.selectOptions(screen.getByLabelText('Type'), 'CALL');
}

describe('Options Holdings', () => {
  it("shows 'No options positions added yet.' when there are none", async () => {
    setup();
    expect(await screen.findByText('No options positions added yet.')).toBeTruthy();
  });

  it.each(['Ticker', 'Type', 'Strike', 'Expiry', 'Quantity', 'Price'])(
    'Add stays disabled while %s is empty',
    async (field) => {
      const { user } = setup();
      await screen.findByText('No options positions added yet.');
      await fillForm(user, field);
      expect((screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement).disabled).toBe(true);
    },
  );

  it("adds a position (ticker upper-cased, decimals, integer quantity): 'Option position added successfully'", async () => {
    const { user } = setup();
    api.on('POST', '/api/options', { status: 201, body: makeOption('AAPL') });
    await screen.findByText('No options positions added yet.');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ title: 'Option position added successfully', variant: 'success' }),
    );
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/options',
        body: {
          fund: 'Main Fund',
          ticker: 'AAPL',
          optionType: 'CALL',
          strike: 187.5,
          expiry: '2026-12-18',
          quantity: 3,
          price: 4.25,
        },
      },
    ]);
    await waitFor(() => expect((screen.getByLabelText('Ticker') as HTMLInputElement).value).toBe(''));
  });

  it('keeps the next option being typed while the list refreshes after an add', async () => {
    const { user } = setup();
    api.on('POST', '/api/options', { status: 201, body: makeOption('AAPL') });
    await screen.findByText('No options positions added yet.');
    let answerRefresh = () => {};
    // The list refresh after the add is held until the next ticker is typed.
    api.on(
      'GET',
      '/api/options',
      () => new Promise((resolve) => (answerRefresh = () => resolve({ body: [makeOption('AAPL')] }))),
    );
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(currentToast()?.title).toBe('Option position added successfully'));
    const ticker = screen.getByLabelText('Ticker') as HTMLInputElement;
    await user.clear(ticker);
    await user.type(ticker, 'amzn');
    answerRefresh();
    await screen.findByRole('button', { name: /^Delete AAPL/ });
    expect(ticker.value).toBe('AMZN');
  });

  it("a refused add names the field and its limit under 'Failed to add option position'", async () => {
    const { user } = setup();
    api.on('POST', '/api/options', {
      status: 400,
      body: { message: 'Strike must be at most 1,000,000,000,000', issues: [] },
    });
    await screen.findByText('No options positions added yet.');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Error',
        description: 'Failed to add option position\nStrike must be at most 1,000,000,000,000',
        variant: 'destructive',
      }),
    );
  });

  it("a failed add: 'Error' / 'Failed to add option position'", async () => {
    const { user } = setup();
    api.on('POST', '/api/options', { status: 500, body: { message: 'bad' } });
    await screen.findByText('No options positions added yet.');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Error',
        description: 'Failed to add option position',
        variant: 'destructive',
      }),
    );
  });

  it('lists positions with the expiry shown MM/DD/YYYY, and deletes one', async () => {
    const { user } = setup([
      makeOption('TSLA', { id: 'o1', optionType: 'PUT', strike: 250, expiry: '2026-12-18', quantity: 2, price: 7.5 }),
    ]);
    api.on('DELETE', '/api/options/o1', { status: 204 });
    const row = within(await screen.findByRole('table', { name: 'Options Holdings' }))
      .getByText('TSLA')
      .closest('tr')!;
    expect(within(row).getByText('PUT')).toBeTruthy();
    expect(within(row).getByText('$250.00')).toBeTruthy();
    expect(within(row).getByText('12/18/2026')).toBeTruthy();
    expect(within(row).getByText('$7.50')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Delete TSLA PUT 250' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ title: 'Option position deleted successfully', variant: 'success' }),
    );
    expect(api.writes()).toEqual([{ method: 'DELETE', path: '/api/options/o1', body: undefined }]);

    api.on('POST', '/api/options/restore', ({ body }) => ({ status: 201, body }));
    await user.click(within(screen.getByTestId('toast')).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ description: 'The option position is back.' }));
    expect(api.writes().at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/options/restore',
      body: { id: 'o1', ticker: 'TSLA', strike: 250 },
    });
  });

  it('a Mark column shows the imported current price and sorts the positions without one last', async () => {
    const { user } = setup([
      makeOption('AAA', { currentPrice: null }),
      makeOption('BBB', { currentPrice: 4.1 }),
      makeOption('CCC', { currentPrice: 1.25 }),
    ]);
    const table = await screen.findByRole('table', { name: 'Options Holdings' });
    expect(within(within(table).getByText('BBB').closest('tr')!).getByText('$4.10')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: /^Mark/ }));
    const tickers = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td')?.textContent);
    expect(tickers()).toEqual(['CCC', 'BBB', 'AAA']);
  });

  it("a failed delete: 'Error' / 'Failed to delete option position'", async () => {
    const { user } = setup([makeOption('TSLA', { id: 'o1' })]);
    api.on('DELETE', '/api/options/o1', { status: 500, body: { message: 'boom' } });
    await user.click(await screen.findByRole('button', { name: /^Delete TSLA/ }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Error',
        description: 'Failed to delete option position',
        variant: 'destructive',
      }),
    );
  });
});
