import { act, screen, waitFor, within } from '@testing-library/react';
import { dismissToast } from '@tradeboard/ui';
import { describe, expect, it } from 'vitest';
import { makeAlert } from '../../test/fixtures.js';
import { AdminAlerts } from './AdminAlerts.js';
import { currentToast, installFakeApi, renderView } from '@tradeboard/ui/testing';

const LIST = 'GET /api/unusual-flow';
const LONG_TEXT = 'x'.repeat(150);

async function openAddForm(api = installFakeApi({ [LIST]: { body: [] } })) {
  const rendered = renderView(<AdminAlerts />);
  await rendered.user.click(await screen.findByRole('button', { name: 'Add Flow Alert' }));
  return { ...rendered, api, form: screen.getByRole('form', { name: 'Add Flow Alert' }) };
}

describe('Current Flow Alerts', () => {
  it('counts the alerts, lists them newest first and cuts the description at 100 characters', async () => {
    installFakeApi({
      [LIST]: {
        body: [
          makeAlert('AAPL', { createdAt: '2026-11-23T09:00:00.000Z' }),
          makeAlert('TSLA', { createdAt: '2026-11-23T11:00:00.000Z', flowDescription: LONG_TEXT }),
        ],
      },
    });
    renderView(<AdminAlerts />);
    expect(await screen.findByRole('heading', { name: 'Current Flow Alerts (2)' })).toBeTruthy();
    const items = screen.getAllByTestId('admin-flow-alert');
    expect(items.map((item) => within(item).getByText(/^(AAPL|TSLA)$/).textContent)).toEqual(['TSLA', 'AAPL']);
    expect(within(items[0]!).getByText(`${'x'.repeat(100)}...`)).toBeTruthy();
  });

  it('says when there is no alert yet', async () => {
    installFakeApi({ [LIST]: { body: [] } });
    renderView(<AdminAlerts />);
    expect(await screen.findByText('No unusual flow alerts yet. Add your first Alpha Gold Alert!')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Current Flow Alerts (0)' })).toBeTruthy();
  });

  it('submit without ticker or expiry sends nothing; the required fields say so', async () => {
    const { user, form, api } = await openAddForm();
    const ticker = within(form).getByLabelText(/^Ticker/);
    const expiry = within(form).getByLabelText(/^Expiry/);
    expect(ticker.hasAttribute('required')).toBe(true);
    expect(expiry.hasAttribute('required')).toBe(true);
    await user.type(within(form).getByLabelText(/^Strike/), '250');
    await user.click(within(form).getByRole('button', { name: 'Add Alert' }));
    expect(api.writes()).toEqual([]);
    expect(ticker.getAttribute('aria-invalid')).toBe('true');
    expect(expiry.getAttribute('aria-invalid')).toBe('true');
    expect(currentToast()).toBeUndefined();
    expect(screen.getByRole('form', { name: 'Add Flow Alert' })).toBeTruthy();
  });

  it('adds an alert with a screenshot uploaded with progress, then clears and closes the form', async () => {
    let alerts = [makeAlert('AAPL')];
    const api = installFakeApi({
      [LIST]: () => ({ body: alerts }),
      'POST /api/upload-image': { status: 201, body: { imageUrl: '/uploads/flow.png' } },
      'POST /api/unusual-flow': ({ body }) => {
        alerts = [
          ...alerts,
          makeAlert('TSLA', { ...(body as object), id: 'new', createdAt: '2026-11-23T12:00:00.000Z' }),
        ];
        return { status: 201, body: alerts.at(-1) };
      },
    });
    const { user, form } = await openAddForm(api);
    await user.type(within(form).getByLabelText(/^Ticker/), 'tsla');
    await user.type(within(form).getByLabelText(/^Strike/), '250');
    await user.type(within(form).getByLabelText(/^Expiry/), '2026-12-18');
    await user.type(within(form).getByLabelText(/^Premium/), '1250000');
    await user.type(within(form).getByLabelText(/^Flow Description/), 'Big call sweep');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'flow.png', { type: 'image/png' });
    await user.upload(form.querySelector('input[type=file]') as HTMLInputElement, file);
    expect(await within(form).findByRole('img', { name: 'Flow screenshot' })).toBeTruthy();
    const upload = api.writes().find((request) => request.path === '/api/upload-image')!;
    expect((upload.body as FormData).get('type')).toBe('flow');
    expect((upload.body as FormData).get('image')).toBeInstanceOf(File);
    await user.click(within(form).getByRole('button', { name: 'Add Alert' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add Flow Alert' })).toBeNull());
    expect(api.writes().find((request) => request.path === '/api/unusual-flow')!.body).toEqual({
      ticker: 'TSLA',
      optionType: 'CALL',
      strike: 250,
      expiry: '2026-12-18',
      spot: null,
      premium: 1250000,
      volume: null,
      openInterest: null,
      flowDescription: 'Big call sweep',
      flowImage: '/uploads/flow.png',
    });
    expect(await screen.findByRole('heading', { name: 'Current Flow Alerts (2)' })).toBeTruthy();
    expect(currentToast()).toMatchObject({ title: 'Success', description: 'Flow alert added', variant: 'success' });
    expect(within(screen.getAllByTestId('admin-flow-alert')[0]!).getByText('TSLA')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Flow Alert' }));
    expect(
      (within(screen.getByRole('form', { name: 'Add Flow Alert' })).getByLabelText(/^Ticker/) as HTMLInputElement)
        .value,
    ).toBe('');
  });

  it('refuses a screenshot over 10,485,760 bytes before uploading it', async () => {
    const { user, form, api } = await openAddForm();
    const big = new File([new Uint8Array(10_485_761)], 'big.png', { type: 'image/png' });
    await user.upload(form.querySelector('input[type=file]') as HTMLInputElement, big);
    expect(await within(form).findByText('File size must be less than 10MB')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('a failed save shows no message and keeps the form open with the input', async () => {
    const api = installFakeApi({
      [LIST]: { body: [] },
      'POST /api/unusual-flow': { status: 500, body: { message: 'down' } },
    });
    const { user, form } = await openAddForm(api);
    await user.type(within(form).getByLabelText(/^Ticker/), 'tsla');
    await user.type(within(form).getByLabelText(/^Strike/), '250');
    await user.type(within(form).getByLabelText(/^Expiry/), '2026-12-18');
    await user.click(within(form).getByRole('button', { name: 'Add Alert' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Add Alert' }).hasAttribute('disabled')).toBe(false),
    );
    expect(currentToast()).toBeUndefined();
    expect((within(form).getByLabelText(/^Ticker/) as HTMLInputElement).value).toBe('TSLA');
  });

  it('edits an alert in the form and saves it with PATCH', async () => {
    const api = installFakeApi({
      [LIST]: { body: [makeAlert('TSLA', { optionType: 'PUT', flowDescription: 'Old' })] },
      'PATCH /api/unusual-flow/alert-TSLA': ({ body }) => ({ body: makeAlert('TSLA', body as object) }),
    });
    const { user } = renderView(<AdminAlerts />);
    await user.click(await screen.findByRole('button', { name: 'Edit TSLA alert' }));
    const form = screen.getByRole('form', { name: 'Edit Flow Alert' });
    expect((within(form).getByLabelText(/^Expiry/) as HTMLInputElement).value).toBe('2026-12-18');
    await user.clear(within(form).getByLabelText(/^Flow Description/));
    await user.type(within(form).getByLabelText(/^Flow Description/), 'New take');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Flow Alert' })).toBeNull());
    expect(currentToast()).toMatchObject({ description: 'Flow alert updated', variant: 'success' });
    expect(api.writes()[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/unusual-flow/alert-TSLA',
      body: { optionType: 'PUT', flowDescription: 'New take', spot: 245.5 },
    });
  });

  it('deletes an alert; a failed delete shows no message and keeps it', async () => {
    let alerts = [makeAlert('TSLA'), makeAlert('AAPL', { createdAt: '2026-11-22T10:00:00.000Z' })];
    const api = installFakeApi({
      [LIST]: () => ({ body: alerts }),
      'DELETE /api/unusual-flow/alert-TSLA': () => {
        alerts = alerts.filter((alert) => alert.ticker !== 'TSLA');
        return { status: 204 };
      },
      'DELETE /api/unusual-flow/alert-AAPL': { status: 500, body: { message: 'down' } },
    });
    const { user } = renderView(<AdminAlerts />);
    await user.click(await screen.findByRole('button', { name: 'Delete TSLA alert' }));
    expect(await screen.findByRole('heading', { name: 'Current Flow Alerts (1)' })).toBeTruthy();
    expect(currentToast()).toMatchObject({ description: 'Flow alert deleted', variant: 'success' });
    act(() => dismissToast());
    await user.click(screen.getByRole('button', { name: 'Delete AAPL alert' }));
    await waitFor(() => expect(api.writes()).toHaveLength(2));
    expect(currentToast()).toBeUndefined();
    expect(screen.getByText('AAPL')).toBeTruthy();
  });

  it("a deleted alert comes back as it was with the toast's 'Undo'", async () => {
    const tsla = makeAlert('TSLA', { flowDescription: 'Sweep', version: 3 });
    let alerts = [tsla];
    const api = installFakeApi({
      [LIST]: () => ({ body: alerts }),
      'DELETE /api/unusual-flow/alert-TSLA': () => {
        alerts = [];
        return { status: 204 };
      },
      'POST /api/unusual-flow/restore': ({ body }) => {
        alerts = [body as typeof tsla];
        return { status: 201, body };
      },
    });
    const { user } = renderView(<AdminAlerts />);
    await user.click(await screen.findByRole('button', { name: 'Delete TSLA alert' }));
    expect(await screen.findByRole('heading', { name: 'Current Flow Alerts (0)' })).toBeTruthy();
    const toast = await screen.findByTestId('toast');
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('heading', { name: 'Current Flow Alerts (1)' })).toBeTruthy();
    expect(api.writes().at(-1)).toMatchObject({ method: 'POST', path: '/api/unusual-flow/restore', body: tsla });
    expect(currentToast()).toMatchObject({ title: 'Undone', description: 'The flow alert is back.' });
  });
});
