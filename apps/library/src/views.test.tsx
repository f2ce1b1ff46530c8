import { screen } from '@testing-library/react';
import { createQueryClient, remoteViews } from '@tradeboard/ui';
import { mountRootParcel } from 'single-spa';
import { describe, expect, it } from 'vitest';
import { makeCourse } from './test/fixtures.js';
import { serveLibrary } from './test/library.js';
import { views } from './views.js';
import { installFakeApi } from '@tradeboard/ui/testing';

describe('./views of the library remote', () => {
  it('exposes exactly the views of the contract', () => {
    expect(Object.keys(views).sort()).toEqual([...remoteViews.library].sort());
  });

  it.each(['admin-library', 'student-library'] as const)(
    'mounts %s as a single-spa parcel with the shell props and unmounts it cleanly',
    async (view) => {
      serveLibrary(installFakeApi(), { courses: [makeCourse('c1', { title: 'Options Basics' })] });
      const domElement = document.createElement('div');
      document.body.append(domElement);

      const parcel = mountRootParcel(views[view], {
        domElement,
        role: view === 'admin-library' ? 'admin' : 'student',
        queryClient: createQueryClient(),
        navigate: () => {},
      });
      await parcel.mountPromise;
      expect(await screen.findByRole('article', { name: 'Options Basics' })).toBeTruthy();
      expect(screen.queryAllByRole('button', { name: 'Add Course' })).toHaveLength(view === 'admin-library' ? 1 : 0);

      await parcel.unmount();
      expect(domElement.textContent).toBe('');
      domElement.remove();
    },
  );
});
