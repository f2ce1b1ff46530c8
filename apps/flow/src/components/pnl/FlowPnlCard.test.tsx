import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFlowPnl } from '../../test/fixtures.js';
import { FlowPnlCard } from './FlowPnlCard.js';
import { currentToast, installFakeApi, renderView } from '@tradeboard/ui/testing';

const PNL_URL = 'GET /api/manual-pnl/fund/FLOW';
const card = () => screen.getByRole('region', { name: 'Total Flow P&L (YTD)' });

describe('Total Flow P&L (YTD)', () => {
  it('shows the amount and the signed percent in green with a plus, and the caption', async () => {
    installFakeApi({ [PNL_URL]: { body: makeFlowPnl({ ytdPnl: 12500, ytdPnlPercent: 8.25 }) } });
    renderView(<FlowPnlCard readOnly={false} />);
    expect(await within(card()).findByText('+$12,500.00')).toBeTruthy();
    expect(within(card()).getByText('+8.25%').closest('[data-pnl]')?.getAttribute('data-pnl')).toBe('up');
    expect(within(card()).getByText('Year-to-date performance')).toBeTruthy();
  });

  it('shows a loss in red with its minus sign', async () => {
    installFakeApi({ [PNL_URL]: { body: makeFlowPnl({ ytdPnl: -800, ytdPnlPercent: -3.5 }) } });
    renderView(<FlowPnlCard readOnly />);
    expect((await within(card()).findByText('-3.50%')).closest('[data-pnl]')?.getAttribute('data-pnl')).toBe('down');
    expect(within(card()).getByText('-$800.00')).toBeTruthy();
  });

  it('shows no invented figure when nothing is stored', async () => {
    installFakeApi({ [PNL_URL]: { body: null } });
    renderView(<FlowPnlCard readOnly={false} />);
    await within(card()).findByRole('button', { name: 'Edit Flow P&L' });
    expect(within(card()).queryByText(/\$/)).toBeNull();
    expect(within(card()).getAllByText(/not set/i).length).toBe(2);
  });

  it('creates the FLOW record when none exists: empty means null, an unparseable value 0', async () => {
    const api = installFakeApi({
      [PNL_URL]: { body: null },
      'POST /api/manual-pnl': ({ body }) => ({ status: 201, body: makeFlowPnl(body as object) }),
    });
    const { user } = renderView(<FlowPnlCard readOnly={false} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Flow P&L' }));
    const amount = screen.getByLabelText('YTD P&L Amount');
    expect(amount.getAttribute('step')).toBe('0.01');
    expect(screen.getByLabelText('YTD P&L Percentage').getAttribute('type')).toBe('number');
    await user.type(amount, '1500.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Success',
        description: 'Flow P&L updated successfully',
        variant: 'success',
      }),
    );
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/manual-pnl', body: { fund: 'FLOW', ytdPnl: 1500.5, ytdPnlPercent: null } },
    ]);
    expect(screen.queryByLabelText('YTD P&L Amount')).toBeNull();
  });

  it('updates the stored record, starting from its figures', async () => {
    let stored = makeFlowPnl();
    const api = installFakeApi({
      [PNL_URL]: () => ({ body: stored }),
      'PATCH /api/manual-pnl/pnl-flow': ({ body }) => {
        stored = makeFlowPnl(body as object);
        return { body: stored };
      },
    });
    const { user } = renderView(<FlowPnlCard readOnly={false} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Flow P&L' }));
    const percent = screen.getByLabelText('YTD P&L Percentage') as HTMLInputElement;
    expect(percent.value).toBe('8.25');
    await user.clear(percent);
    await user.type(percent, '-2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toEqual({
      method: 'PATCH',
      path: '/api/manual-pnl/pnl-flow',
      body: { fund: 'FLOW', ytdPnl: 12500, ytdPnlPercent: -2 },
      ifMatch: '"1"',
    });
    expect(await within(card()).findByText('-2.00%')).toBeTruthy();
  });

  it('a failed save says so and keeps the form with its input', async () => {
    installFakeApi({
      [PNL_URL]: { body: makeFlowPnl() },
      'PATCH /api/manual-pnl/pnl-flow': { status: 500, body: { message: 'down' } },
    });
    const { user } = renderView(<FlowPnlCard readOnly={false} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Flow P&L' }));
    await user.clear(screen.getByLabelText('YTD P&L Amount'));
    await user.type(screen.getByLabelText('YTD P&L Amount'), '99');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Error',
        description: 'Failed to update Flow P&L',
        variant: 'destructive',
      }),
    );
    expect((screen.getByLabelText('YTD P&L Amount') as HTMLInputElement).value).toBe('99');
  });

  it('Cancel leaves edit mode and sends nothing', async () => {
    const api = installFakeApi({ [PNL_URL]: { body: makeFlowPnl() } });
    const { user } = renderView(<FlowPnlCard readOnly={false} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Flow P&L' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('YTD P&L Amount')).toBeNull();
    expect(within(card()).getByText('+$12,500.00')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('read only: no Edit button', async () => {
    installFakeApi({ [PNL_URL]: { body: makeFlowPnl() } });
    renderView(<FlowPnlCard readOnly />);
    await within(card()).findByText('+8.25%');
    expect(within(card()).queryByRole('button')).toBeNull();
  });
});
