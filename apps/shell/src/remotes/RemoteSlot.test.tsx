import { render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient, type ParcelProps } from '@tradeboard/ui';
import type { ParcelConfig } from 'single-spa';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeParcel } from '../test/renderApp.js';
import { useLoadFailures } from './loadFailures.js';
import { RemoteViewError } from './RemoteViewError.js';
import { RemoteSlot } from './RemoteSlot.js';
import { ViewLoaderContext } from './ViewLoaderContext.js';
import { ADMIN_TAB_SPECS } from './viewMap.js';

// Parcels mount on their own schedule (like on the page), outside act().
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

const flowTab = ADMIN_TAB_SPECS.find((spec) => spec.tab === 'flow')!;

function renderSlot(loader: (...args: never[]) => Promise<ParcelConfig<ParcelProps>>) {
  return render(
    <ViewLoaderContext.Provider value={loader as never}>
      <RemoteSlot
        viewRef={flowTab}
        label="Unusual Flow"
        role="admin"
        queryClient={createQueryClient()}
        navigate={vi.fn()}
      />
      <p>the rest of the dashboard</p>
    </ViewLoaderContext.Provider>,
  );
}

describe('<RemoteSlot/>', () => {
  it('mounts the view the loader returns, with the parcel props', async () => {
    const loader = vi.fn(async () => fakeParcel('flow view'));
    renderSlot(loader);
    expect(await screen.findByText('flow view (admin)')).toBeTruthy();
    expect(loader).toHaveBeenCalledWith(flowTab, { retry: false });
  });

  it('a module missing from the manifest shows a clear message in its slot; Retry loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = vi
      .fn()
      .mockRejectedValueOnce(
        new RemoteViewError('not-deployed', 'The flow module is not deployed yet (it is not listed in /remotes.json).'),
      )
      .mockResolvedValueOnce(fakeParcel('flow view'));
    renderSlot(loader);

    expect(await screen.findByText('Unusual Flow is not available')).toBeTruthy();
    expect(screen.getByText('The flow module is not deployed yet (it is not listed in /remotes.json).')).toBeTruthy();
    expect(screen.getByText('the rest of the dashboard')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Retry Unusual Flow' }));
    expect(await screen.findByText('flow view (admin)')).toBeTruthy();
    expect(loader).toHaveBeenLastCalledWith(flowTab, { retry: true });
    expect(screen.queryByText('Unusual Flow is not available')).toBeNull();
  });

  it("a failing module is recorded for the admin's Modules dialog until it mounts", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failures = renderHook(() => useLoadFailures());
    const loader = vi
      .fn()
      .mockRejectedValueOnce(new RemoteViewError('load-failed', 'The flow module did not load.'))
      .mockResolvedValueOnce(fakeParcel('flow view'));
    renderSlot(loader);
    await screen.findByText('Unusual Flow could not be loaded');
    expect(failures.result.current.flow).toEqual({
      title: 'Unusual Flow could not be loaded',
      message: 'The flow module did not load.',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Retry Unusual Flow' }));
    await screen.findByText('flow view (admin)');
    await waitFor(() => expect(failures.result.current.flow).toBeUndefined());
  });

  it('a module that fails to load says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSlot(vi.fn().mockRejectedValue(new RemoteViewError('load-failed', 'The flow module did not load.')));
    expect(await screen.findByText('Unusual Flow could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry Unusual Flow' })).toBeTruthy();
  });

  it('a view that throws while mounting is contained in its slot', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken: ParcelConfig<ParcelProps> = {
      bootstrap: async () => undefined,
      mount: async () => {
        throw new Error('flow view exploded');
      },
      unmount: async () => undefined,
    };
    renderSlot(vi.fn().mockResolvedValue(broken));
    expect(await screen.findByText('Unusual Flow failed to start')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/flow view exploded/)).toBeTruthy());
    expect(screen.getByText('the rest of the dashboard')).toBeTruthy();
  });
});
