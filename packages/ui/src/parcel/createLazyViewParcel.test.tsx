import { screen } from '@testing-library/react';
import { createQueryClient, type ParcelProps } from '@tradeboard/runtime';
import { mountRootParcel, type Parcel } from 'single-spa';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createLazyViewParcel } from './createLazyViewParcel.js';

function mount(config: ReturnType<typeof createLazyViewParcel>) {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const parcel: Parcel = mountRootParcel(config, {
    domElement,
    queryClient: createQueryClient(),
    role: 'student',
    navigate: vi.fn(),
  });
  return { parcel, domElement };
}

// single-spa-react resolves mount from componentDidMount of a root React renders on its own
// schedule, so these tests run outside act() like a real page does.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

function Watchlist({ role }: ParcelProps) {
  return <p>{`${role} watchlist`}</p>;
}

describe('createLazyViewParcel', () => {
  it("downloads the view's code only when single-spa first bootstraps it, once, and mounts it", async () => {
    const load = vi.fn(() => Promise.resolve(Watchlist));
    const config = createLazyViewParcel(load, 'Heat Map');
    expect(load).not.toHaveBeenCalled();

    const first = mount(config);
    await first.parcel.mountPromise;
    expect(first.domElement.textContent).toBe('student watchlist');
    await first.parcel.unmount();
    expect(first.domElement.textContent).toBe('');

    const second = mount(config);
    await second.parcel.mountPromise;
    expect(second.domElement.textContent).toBe('student watchlist');
    expect(load).toHaveBeenCalledTimes(1);
    await second.parcel.unmount();
  });

  it('fails the mount when the download fails, and downloads again on the next try', async () => {
    const load = vi
      .fn<() => Promise<typeof Watchlist>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError: Loading chunk 812 failed'))
      .mockResolvedValue(Watchlist);
    const config = createLazyViewParcel(load, 'Heat Map');

    // The parcel dies while bootstrapping: the shell shows the failure from the mount promise, with Retry.
    const failed = mount(config);
    await expect(failed.parcel.bootstrapPromise).rejects.toThrow('died in status BOOTSTRAPPING');
    await expect(failed.parcel.mountPromise).rejects.toThrow('Loading chunk 812 failed');
    expect(failed.domElement.textContent).toBe('');

    const retried = mount(config);
    await retried.parcel.mountPromise;
    expect(await screen.findByText('student watchlist')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    await retried.parcel.unmount();
  });
});
