import { screen } from '@testing-library/react';
import { remoteViews } from '@tradeboard/ui';
import { installFakeApi, makeStock, mountParcel } from '@tradeboard/ui/testing';
import { describe, expect, it } from 'vitest';
import { views } from './views.js';

describe('./views of the heat map remote', () => {
  it('exposes exactly the views of the contract', () => {
    expect(Object.keys(views).sort()).toEqual([...remoteViews.heatmap].sort());
  });

  it('mounts a view as a single-spa parcel with the shell props and unmounts it cleanly', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/stocks', { body: [makeStock('AAPL')] });
    const mounted = await mountParcel(views['bot-positions']);
    expect(await screen.findByText('Bot Position Management')).toBeTruthy();
    expect(await screen.findByText('0 / 3 active')).toBeTruthy();

    await mounted.parcel.unmount();
    expect(mounted.domElement.textContent).toBe('');
    mounted.domElement.remove();
  });
});
