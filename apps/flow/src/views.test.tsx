import { screen } from '@testing-library/react';
import { remoteViews } from '@tradeboard/ui';
import { installFakeApi, mountParcel } from '@tradeboard/ui/testing';
import { describe, expect, it } from 'vitest';
import { makeAlert } from './test/fixtures.js';
import { views } from './views.js';

describe('./views of the flow remote', () => {
  it('exposes exactly the views of the contract', () => {
    expect(Object.keys(views).sort()).toEqual([...remoteViews.flow].sort());
  });

  it('mounts student-flow as a single-spa parcel with the shell props and unmounts it cleanly', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/unusual-flow', { body: [makeAlert('TSLA')] });
    const mounted = await mountParcel(views['student-flow'], { role: 'student' });
    expect(await screen.findByText('1 Active Alerts')).toBeTruthy();

    await mounted.parcel.unmount();
    expect(mounted.domElement.textContent).toBe('');
    mounted.domElement.remove();
  });
});
