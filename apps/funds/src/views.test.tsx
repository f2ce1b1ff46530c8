import { screen } from '@testing-library/react';
import { remoteViews } from '@tradeboard/ui';
import { installFakeApi, mountParcel } from '@tradeboard/ui/testing';
import { describe, expect, it } from 'vitest';
import { views } from './views.js';

describe('./views of the funds remote', () => {
  it('exposes exactly the views of the contract', () => {
    expect(Object.keys(views).sort()).toEqual([...remoteViews.funds].sort());
  });

  it('mounts the Main Fund slot as a single-spa parcel with the shell props and unmounts it cleanly', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/next-session-trades?fund=Main Fund', {
      body: [{ id: 't1', fund: 'Main Fund', ticker: 'AAPL', action: 'add', createdAt: '2025-06-02T10:00:00.000Z' }],
    });
    const mounted = await mountParcel(views['main-fund']);
    expect(await screen.findByText('$AAPL')).toBeTruthy();
    expect(screen.getByRole('region', { name: /^Daily Activity Editor/ })).toBeTruthy();
    await mounted.parcel.unmount();
    expect(mounted.domElement.textContent).toBe('');
    mounted.domElement.remove();
  });
});
