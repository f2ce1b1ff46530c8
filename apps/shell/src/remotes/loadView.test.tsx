import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '@tradeboard/ui';
import { installFakeApi } from '@tradeboard/ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeParcel } from '../test/renderApp.js';
import { forgetManifest } from './manifest.js';
import { RemoteSlot } from './RemoteSlot.js';
import { ADMIN_TAB_SPECS } from './viewMap.js';

vi.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
  loadRemote: vi.fn(),
}));

// Parcels mount on their own schedule (like on the page), outside act().
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
beforeEach(() => {
  forgetManifest();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(registerRemotes).mockReset();
  vi.mocked(loadRemote).mockReset();
});

const flowTab = ADMIN_TAB_SPECS.find((spec) => spec.tab === 'flow')!;
const absolute = (path: string) => new URL(path, window.location.href).href;

/** The slot as on the page: no fake loader, the real loadView over a mocked Module Federation runtime. */
function renderFlowSlot() {
  render(
    <RemoteSlot
      viewRef={flowTab}
      label="Unusual Flow"
      role="admin"
      queryClient={createQueryClient()}
      navigate={vi.fn()}
    />,
  );
}

describe('Retry in a remote slot', () => {
  it('reads /remotes.json again, so a module deployed since the page loaded appears', async () => {
    let manifest: Record<string, string> = { heatmap: '/modules/heatmap/remoteEntry.js' };
    const { calls } = installFakeApi({ 'GET /remotes.json': () => ({ body: manifest }) });
    vi.mocked(loadRemote).mockResolvedValue({ views: { 'admin-flow': fakeParcel('flow view') } });
    renderFlowSlot();
    expect(await screen.findByText('Unusual Flow is not available')).toBeTruthy();

    manifest = { ...manifest, flow: '/modules/flow/remoteEntry.js' };
    await userEvent.click(screen.getByRole('button', { name: 'Retry Unusual Flow' }));
    expect(await screen.findByText('flow view (admin)')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/remotes.json')).toHaveLength(2);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'flow', entry: absolute('/modules/flow/remoteEntry.js') }]);
  });

  it('replaces the registration of a module whose URL changed', async () => {
    let manifest = { flow: '/modules/flow/remoteEntry.js' };
    installFakeApi({ 'GET /remotes.json': () => ({ body: manifest }) });
    vi.mocked(loadRemote)
      .mockRejectedValueOnce(new Error('ScriptExternalLoadError'))
      .mockResolvedValue({ views: { 'admin-flow': fakeParcel('flow view') } });
    renderFlowSlot();
    expect(await screen.findByText('Unusual Flow could not be loaded')).toBeTruthy();

    manifest = { flow: 'https://cdn.example/flow/v2/remoteEntry.js' };
    await userEvent.click(screen.getByRole('button', { name: 'Retry Unusual Flow' }));
    expect(await screen.findByText('flow view (admin)')).toBeTruthy();
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'flow', entry: 'https://cdn.example/flow/v2/remoteEntry.js' }],
      { force: true },
    );
    expect(registerRemotes).not.toHaveBeenCalledWith(
      [{ name: 'flow', entry: absolute('/modules/flow/remoteEntry.js') }],
      { force: true },
    );
  });
});
