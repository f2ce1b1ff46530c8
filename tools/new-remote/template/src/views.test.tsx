import { screen } from '@testing-library/react';
import { remoteViews, type ViewName } from '@tradeboard/ui';
import { installFakeApi, mountParcel } from '@tradeboard/ui/testing';
import { describe, expect, it } from 'vitest';
import { views } from './views.js';

describe('./views of the __NAME__ remote', () => {
  it('exposes exactly the views of the contract', () => {
    expect(Object.keys(views).sort()).toEqual([...remoteViews.__NAME__].sort());
  });

  it.each(Object.keys(views) as ViewName<'__NAME__'>[])(
    'mounts %s as a single-spa parcel with the shell props and unmounts it cleanly',
    async (name) => {
      installFakeApi();
      const mounted = await mountParcel(views[name], { role: name.startsWith('student') ? 'student' : 'admin' });
      expect(await screen.findByRole('heading', { level: 2 })).toBeTruthy();
      const domElement = mounted.domElement;
      await mounted.parcel.unmount();
      expect(domElement.textContent).toBe('');
      domElement.remove();
    },
  );
});
