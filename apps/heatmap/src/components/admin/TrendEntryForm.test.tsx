import { screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, type FakeApi, makeStock, currentToast, renderView } from '@tradeboard/ui/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminHeatmapView } from '../../views/AdminHeatmapView.js';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  api.on('GET', '/api/stocks', {
    body: [makeStock('AAPL', { range: 'Fair Value', weeklyBX: 'HL' }), makeStock('MSFT')],
  });
  api.on('GET', '/api/holdings?fund=Main Fund', { body: [] });
});

async function trendForm() {
  return within(await screen.findByRole('form', { name: 'Manual BX Trend Entry' }));
}

describe('Manual BX Trend Entry', () => {
  it('needs a stock and at least one field', async () => {
    const { user } = renderView(<AdminHeatmapView />);
    const form = await trendForm();
    await user.click(form.getByRole('button', { name: 'Update Trend' }));
    expect(currentToast()).toMatchObject({
      title: 'Invalid Input',
      description: 'Please select a stock and at least one field to update.',
      variant: 'destructive',
    });

    await user.selectOptions(form.getByLabelText('Symbol'), 'MSFT');
    await user.click(form.getByRole('button', { name: 'Update Trend' }));
    expect(api.writes()).toEqual([]);
  });

  it('starts from the stored values and sends an empty choice as null', async () => {
    api.on('PATCH', '/api/stocks/AAPL', ({ body }) => ({ body: makeStock('AAPL', body as object) }));
    const { user } = renderView(<AdminHeatmapView />);
    const form = await trendForm();
    await user.selectOptions(form.getByLabelText('Symbol'), 'AAPL');
    expect(form.getByLabelText('Range')).toHaveProperty('value', 'Fair Value');
    expect(form.getByLabelText('Weekly BX')).toHaveProperty('value', 'HL');

    await user.selectOptions(form.getByLabelText('Monthly BX'), 'HH');
    await user.selectOptions(form.getByLabelText('Range'), '');
    await user.click(form.getByRole('button', { name: 'Update Trend' }));

    await waitFor(() =>
      expect(api.writes()).toEqual([
        {
          method: 'PATCH',
          path: '/api/stocks/AAPL',
          body: { range: null, monthlyBX: 'HH', weeklyBX: 'HL', dailyBX: null },
          ifMatch: '"1"',
        },
      ]),
    );
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Stock Updated',
        description: 'Stock data has been updated successfully',
      }),
    );
  });

  it('says Update Failed when the patch fails', async () => {
    api.on('PATCH', '/api/stocks/MSFT', { status: 500, body: { message: 'boom' } });
    const { user } = renderView(<AdminHeatmapView />);
    const form = await trendForm();
    await user.selectOptions(form.getByLabelText('Symbol'), 'MSFT');
    await user.selectOptions(form.getByLabelText('Daily BX'), 'LL');
    await user.click(form.getByRole('button', { name: 'Update Trend' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ title: 'Update Failed', description: 'Failed to update stock data.' }),
    );
  });

  it('starts over when the chosen stock is removed from the watchlist', async () => {
    api.on('DELETE', '/api/stocks/AAPL', () => {
      api.on('GET', '/api/stocks', { body: [makeStock('MSFT')] });
      return { status: 204 };
    });
    const { user } = renderView(<AdminHeatmapView />);
    const form = await trendForm();
    await user.selectOptions(form.getByLabelText('Symbol'), 'AAPL');
    expect(form.getByLabelText('Range')).toHaveProperty('value', 'Fair Value');

    const list = within(screen.getByRole('list', { name: 'Watchlist symbols' }));
    await user.click(list.getByRole('button', { name: 'Remove AAPL' }));
    await waitFor(() => expect(list.queryByText('AAPL')).toBeNull());

    expect(form.getByLabelText('Range')).toHaveProperty('value', '');
    expect(form.getByLabelText('Weekly BX')).toHaveProperty('value', '');
    await user.click(form.getByRole('button', { name: 'Update Trend' }));
    expect(currentToast()).toMatchObject({
      title: 'Invalid Input',
      description: 'Please select a stock and at least one field to update.',
    });
    expect(api.writes().map((call) => call.method)).toEqual(['DELETE']);
  });
});
