import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeHolding } from '../../test/fixtures.js';
import { HoldingsPnl } from './HoldingsPnl.js';
import { ManagePositions } from './ManagePositions.js';
import { currentToast, installFakeApi, renderView } from '@tradeboard/ui/testing';

const LIST = 'GET /api/flow-holdings';

/** window.confirm answering `answers` in turn (happy-dom has no confirm of its own). */
function stubConfirm(...answers: boolean[]) {
  const confirm = vi.fn((_message?: string) => answers.shift() ?? false);
  vi.stubGlobal('confirm', confirm);
  window.confirm = confirm;
  return confirm;
}
const rows = () => screen.getAllByTestId('flow-holding');

describe('Current Unusual Whale Holdings P&L', () => {
  it('lists positions by ticker with Strike | Exp | Qty, value and P&L by the flow rule, and the total', async () => {
    installFakeApi({
      [LIST]: {
        body: [
          // value 2 x 3 x 100 = 600; pnlPercent wins over pnlOpen: 600 x 10 / 100 = +60
          makeHolding('NVDA', { pnlPercent: 10, pnlOpen: -999 }),
          // value 1 x 5 x 100 = 500; pnlOpen -100 is -20%
          makeHolding('AMD', {
            optionType: 'PUT',
            strike: 120,
            expiry: '2027-01-15',
            quantity: 1,
            price: 5,
            pnlOpen: -100,
          }),
        ],
      },
    });
    renderView(<HoldingsPnl readOnly />);
    await screen.findByText('NVDA');
    expect(rows().map((row) => within(row).getByText(/^(AMD|NVDA)$/).textContent)).toEqual(['AMD', 'NVDA']);
    const [amd, nvda] = rows() as [HTMLElement, HTMLElement];
    expect(within(amd).getByText('Strike $120.00 | Exp 01/15/2027 | Qty 1')).toBeTruthy();
    expect(within(amd).getByText('PUT')).toBeTruthy();
    expect(within(amd).getByText('$500.00')).toBeTruthy();
    expect(within(amd).getByText('-$100.00')).toBeTruthy();
    expect(within(amd).getByText('-20.00%')).toBeTruthy();
    expect(amd.querySelector('[aria-hidden][data-pnl]')?.getAttribute('data-pnl')).toBe('down');
    expect(within(nvda).getByText('$600.00')).toBeTruthy();
    expect(within(nvda).getByText('+$60.00')).toBeTruthy();
    expect(within(nvda).getByText('+10.00%')).toBeTruthy();
    expect(nvda.querySelector('[aria-hidden][data-pnl]')?.getAttribute('data-pnl')).toBe('up');
    // Total value = (600 + 500) + (60 - 100) = 1060; total P&L -40 on 1100 cost = -3.64%
    const total = screen.getByTestId('flow-holdings-total');
    expect(within(total).getByText('$1,060.00')).toBeTruthy();
    expect(within(total).getByText('-$40.00')).toBeTruthy();
    expect(within(total).getByText('-3.64%')).toBeTruthy();
  });

  it('a P&L of exactly 0 has a green dot and a plus sign', async () => {
    installFakeApi({ [LIST]: { body: [makeHolding('SPY')] } });
    renderView(<HoldingsPnl readOnly />);
    const row = (await screen.findAllByTestId('flow-holding'))[0]!;
    expect(row.querySelector('[aria-hidden][data-pnl]')?.getAttribute('data-pnl')).toBe('up');
    expect(within(row).getByText('+$0.00')).toBeTruthy();
  });

  it('says when there are no positions, and when they could not be read', async () => {
    installFakeApi({ [LIST]: { body: [] } });
    renderView(<HoldingsPnl readOnly />);
    expect(await screen.findByText('No Unusual Whale positions yet.')).toBeTruthy();
  });

  it('a failed read shows the spec message with Retry', async () => {
    installFakeApi({ [LIST]: { status: 500, body: { message: 'down' } } });
    renderView(<HoldingsPnl readOnly />);
    expect(await screen.findByText('Failed to fetch flow holdings')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry Current Unusual Whale Holdings P&L' })).toBeTruthy();
  });

  it('read only: no edit or delete button', async () => {
    installFakeApi({ [LIST]: { body: [makeHolding('NVDA')] } });
    renderView(<HoldingsPnl readOnly />);
    await screen.findByText('NVDA');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('edits one position at a time inline and saves it', async () => {
    const api = installFakeApi({
      [LIST]: { body: [makeHolding('AMD'), makeHolding('NVDA', { pnlPercent: 5 })] },
      'PATCH /api/flow-holdings/holding-NVDA': ({ body }) => ({ body: makeHolding('NVDA', body as object) }),
    });
    const { user } = renderView(<HoldingsPnl readOnly={false} />);
    await user.click(await screen.findByRole('button', { name: 'Edit AMD position' }));
    expect(screen.getByRole('form', { name: 'Edit AMD position' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit NVDA position' }));
    expect(screen.queryByRole('form', { name: 'Edit AMD position' })).toBeNull();
    const form = screen.getByRole('form', { name: 'Edit NVDA position' });
    expect((within(form).getByLabelText(/^P&L %/) as HTMLInputElement).value).toBe('5');
    await user.clear(within(form).getByLabelText(/^Quantity/));
    await user.type(within(form).getByLabelText(/^Quantity/), '4');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ title: 'Success', description: 'Flow position updated successfully' }),
    );
    expect(api.writes()).toEqual([
      {
        method: 'PATCH',
        path: '/api/flow-holdings/holding-NVDA',
        body: {
          ticker: 'NVDA',
          optionType: 'CALL',
          strike: 150,
          expiry: '2026-12-18',
          quantity: 4,
          price: 3,
          pnlPercent: 5,
          pnlOpen: null,
        },
        ifMatch: '"1"',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit NVDA position' })).toBeNull());
  });

  it('an edit without a required field says so and sends nothing; a failed save says so', async () => {
    const api = installFakeApi({
      [LIST]: { body: [makeHolding('NVDA')] },
      'PATCH /api/flow-holdings/holding-NVDA': { status: 500, body: { message: 'down' } },
    });
    const { user } = renderView(<HoldingsPnl readOnly={false} />);
    await user.click(await screen.findByRole('button', { name: 'Edit NVDA position' }));
    await user.clear(screen.getByLabelText(/^Price/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(currentToast()).toMatchObject({
      title: 'Error',
      description: 'Please fill in all required fields',
      variant: 'destructive',
    });
    expect(api.writes()).toEqual([]);
    await user.type(screen.getByLabelText(/^Price/), '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ title: 'Error', description: 'Failed to update flow position' }),
    );
    expect(screen.getByRole('form', { name: 'Edit NVDA position' })).toBeTruthy();
  });

  it('asks before deleting; Cancel keeps the position, OK deletes it', async () => {
    const api = installFakeApi({
      [LIST]: { body: [makeHolding('NVDA')] },
      'DELETE /api/flow-holdings/holding-NVDA': { status: 204 },
    });
    const confirm = stubConfirm(false, true);
    const { user } = renderView(<HoldingsPnl readOnly={false} />);
    await user.click(await screen.findByRole('button', { name: 'Delete NVDA position' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this flow position?');
    expect(api.writes()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete NVDA position' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ title: 'Success', description: 'Flow position deleted successfully' }),
    );
    expect(api.writes()).toEqual([{ method: 'DELETE', path: '/api/flow-holdings/holding-NVDA', body: undefined }]);
  });

  it('a failed delete says so', async () => {
    installFakeApi({
      [LIST]: { body: [makeHolding('NVDA')] },
      'DELETE /api/flow-holdings/holding-NVDA': { status: 500, body: { message: 'down' } },
    });
    stubConfirm(true);
    const { user } = renderView(<HoldingsPnl readOnly={false} />);
    await user.click(await screen.findByRole('button', { name: 'Delete NVDA position' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Error',
        description: 'Failed to delete flow position',
        variant: 'destructive',
      }),
    );
  });
});

describe('Manage Unusual Whale Positions', () => {
  async function openAddForm() {
    const rendered = renderView(<ManagePositions />);
    await rendered.user.click(screen.getByRole('button', { name: 'Add Position' }));
    return { ...rendered, form: screen.getByRole('form', { name: 'Add Position' }) };
  }

  it('a form missing a required field says so and sends nothing', async () => {
    const api = installFakeApi();
    const { user, form } = await openAddForm();
    await user.type(within(form).getByLabelText(/^Ticker/), 'nvda');
    await user.type(within(form).getByLabelText(/^Strike/), '150');
    await user.click(within(form).getByRole('button', { name: 'Add Position' }));
    expect(currentToast()).toMatchObject({ title: 'Error', description: 'Please fill in all required fields' });
    expect(api.writes()).toEqual([]);
  });

  it('adds a position (P&L fields optional), says so and closes the form', async () => {
    const api = installFakeApi({
      'POST /api/flow-holdings': ({ body }) => ({ status: 201, body: makeHolding('NVDA', body as object) }),
    });
    const { user, form } = await openAddForm();
    await user.type(within(form).getByLabelText(/^Ticker/), ' nvda');
    await user.type(within(form).getByLabelText(/^Expiry/), '2026-12-18');
    await user.type(within(form).getByLabelText(/^Strike/), '150');
    await user.type(within(form).getByLabelText(/^Quantity/), '2');
    await user.type(within(form).getByLabelText(/^Price/), '3.5');
    await user.type(within(form).getByLabelText(/^P&L Open/), '40');
    await user.click(within(form).getByRole('button', { name: 'Add Position' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ title: 'Success', description: 'Flow position added successfully' }),
    );
    expect(api.writes()[0]!.body).toEqual({
      ticker: 'NVDA',
      optionType: 'CALL',
      strike: 150,
      expiry: '2026-12-18',
      quantity: 2,
      price: 3.5,
      pnlPercent: null,
      pnlOpen: 40,
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add Position' })).toBeNull());
  });

  it('a failed add says so and keeps the form', async () => {
    installFakeApi({ 'POST /api/flow-holdings': { status: 500, body: { message: 'down' } } });
    const { user, form } = await openAddForm();
    await user.type(within(form).getByLabelText(/^Ticker/), 'nvda');
    await user.type(within(form).getByLabelText(/^Expiry/), '2026-12-18');
    await user.type(within(form).getByLabelText(/^Strike/), '150');
    await user.type(within(form).getByLabelText(/^Quantity/), '2');
    await user.type(within(form).getByLabelText(/^Price/), '3');
    await user.click(within(form).getByRole('button', { name: 'Add Position' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ title: 'Error', description: 'Failed to add flow position' }),
    );
    expect((within(form).getByLabelText(/^Ticker/) as HTMLInputElement).value).toBe('NVDA');
  });
});
