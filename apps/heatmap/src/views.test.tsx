import { screen } from '@testing-library/react';
import { createQueryClient, remoteViews } from '@tradeboard/ui';
import { mountRootParcel } from 'single-spa';
import { installFakeApi, makeStock } from '@tradeboard/ui/testing';
import { describe, expect, it } from 'vitest';
import { views } from './views.js';

describe('./views of the heat map remote', () => {
  it('exposes exactly the views of the contract', () => {
    expect(Object.keys(views).sort()).toEqual([...remoteViews.heatmap].sort());
  });

  it('mounts a view as a single-spa parcel with the shell props and unmounts it cleanly', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/stocks', { body: [makeStock('AAPL')] });
    const domElement = document.createElement('div');
    document.body.append(domElement);

    const parcel = mountRootParcel(views['bot-positions'], {
      domElement,
      role: 'admin',
      queryClient: createQueryClient(),
      navigate: () => {},
    });
    await parcel.mountPromise;
    expect(await screen.findByText('Bot Position Management')).toBeTruthy();
    expect(await screen.findByText('0 / 3 active')).toBeTruthy();

    await parcel.unmount();
    expect(domElement.textContent).toBe('');
    domElement.remove();
  });
});
