import { screen } from '@testing-library/react';
import { createQueryClient, remoteViews } from '@tradeboard/ui';
import { mountRootParcel } from 'single-spa';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from './test/fakeApi';
import { makeHolding } from './test/fixtures';
import { views } from './views';

describe('./views of the funds remote', () => {
  it('exposes exactly the views of the contract', () => {
    expect(Object.keys(views).sort()).toEqual([...remoteViews.funds].sort());
  });

  it('mounts the Main Fund summary as a single-spa parcel with the shell props and unmounts it cleanly', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/holdings?fund=Main Fund', { body: [makeHolding({ ticker: 'AAPL', quantity: 10, tradePrice: 100, pnlOpen: 25 })] });
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const parcel = mountRootParcel(views['main-fund'], { domElement, role: 'admin', queryClient: createQueryClient(), navigate: () => {} });
    await parcel.mountPromise;
    expect(await screen.findByText('$1,000.00')).toBeTruthy();
    expect(screen.getByText('+$25.00')).toBeTruthy();
    await parcel.unmount();
    expect(domElement.textContent).toBe('');
    domElement.remove();
  });
});
