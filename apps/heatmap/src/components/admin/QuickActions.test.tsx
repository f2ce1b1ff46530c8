import { screen, waitFor } from '@testing-library/react';
import { currentToast, installFakeApi, makeStock, renderView } from '@tradeboard/ui/testing';
import { describe, expect, it } from 'vitest';
import { AdminHeatmapView } from '../../views/AdminHeatmapView.js';

describe("Quick Actions' 'Refresh All Data'", () => {
  it("refetches the watchlist and the Main Fund positions and says so like the header's Refresh All", async () => {
    let stocksFail = false;
    const api = installFakeApi({
      'GET /api/stocks': () =>
        stocksFail ? { status: 500, body: { message: 'down' } } : { body: [makeStock('MSFT')] },
      'GET /api/holdings?fund=Main Fund': { body: [] },
    });
    const { user } = renderView(<AdminHeatmapView />);
    const button = await screen.findByRole('button', { name: 'Refresh All Data' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    const readsBefore = api.calls.length;
    await user.click(button);
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Data Refreshed',
        description: 'The watchlist and Main Fund positions have been updated.',
        variant: 'success',
      }),
    );
    expect(api.calls.slice(readsBefore).map((call) => call.path)).toEqual(
      expect.arrayContaining(['/api/stocks', '/api/holdings?fund=Main Fund']),
    );

    stocksFail = true;
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await user.click(button);
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Refresh Failed',
        description: 'Failed to refresh dashboard data',
        variant: 'destructive',
      }),
    );
  });
});
