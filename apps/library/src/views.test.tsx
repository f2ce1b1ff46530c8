import { screen } from '@testing-library/react';
import { remoteViews } from '@tradeboard/ui';
import { installFakeApi, mountParcel } from '@tradeboard/ui/testing';
import { describe, expect, it } from 'vitest';
import { makeCourse } from './test/fixtures.js';
import { serveLibrary } from './test/library.js';
import { views } from './views.js';

describe('./views of the library remote', () => {
  it('exposes exactly the views of the contract', () => {
    expect(Object.keys(views).sort()).toEqual([...remoteViews.library].sort());
  });

  it.each(['admin-library', 'student-library'] as const)(
    'mounts %s as a single-spa parcel with the shell props and unmounts it cleanly',
    async (view) => {
      serveLibrary(installFakeApi(), { courses: [makeCourse('c1', { title: 'Options Basics' })] });
      const mounted = await mountParcel(views[view], { role: view === 'admin-library' ? 'admin' : 'student' });
      expect(await screen.findByRole('article', { name: 'Options Basics' })).toBeTruthy();
      expect(screen.queryAllByRole('button', { name: 'Add Course' })).toHaveLength(view === 'admin-library' ? 1 : 0);

      await mounted.parcel.unmount();
      expect(mounted.domElement.textContent).toBe('');
      mounted.domElement.remove();
    },
  );
});
