import { renderHook } from '@testing-library/react';
import { installFakeApi } from '@tradeboard/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetManifest } from './manifest.js';
import { usePrefetchViews } from './prefetchViews.js';

vi.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
  loadRemote: vi.fn(),
}));

const prefetchLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));

beforeEach(() => {
  forgetManifest();
  installFakeApi({
    'GET /remotes.json': () => ({
      body: { heatmap: '/modules/heatmap/remoteEntry.js', flow: '/modules/flow/remoteEntry.js' },
    }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const link of document.head.querySelectorAll('link[rel="prefetch"]')) link.remove();
});

describe('usePrefetchViews', () => {
  it("prefetches the other tabs' module entries once the active view is ready and the browser is idle", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const views = [
      { remote: 'heatmap', view: 'student-heatmap' },
      { remote: 'flow', view: 'student-flow' },
      { remote: 'library', view: 'student-library' },
    ] as const;
    const { rerender, unmount } = renderHook(({ ready }) => usePrefetchViews(views, views[0], ready), {
      initialProps: { ready: false },
    });
    expect(idle).toHaveLength(0);
    rerender({ ready: true });
    expect(prefetchLinks()).toEqual([]);
    idle.forEach((callback) => callback());
    // Library is not deployed (not in the manifest): nothing to prefetch for it.
    await vi.waitFor(() => expect(prefetchLinks()).toEqual(['/modules/flow/remoteEntry.js']));
    unmount();
  });
});
