import { screen, waitFor, within } from '@testing-library/react';
import type { ModuleDeployment, ModuleStatus } from '@tradeboard/types';
import { currentToast, installFakeApi, renderView, setScreen } from '@tradeboard/ui/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearLoadFailure, recordLoadFailure } from '../remotes/loadFailures.js';
import { AdminMenu } from './AdminMenu.js';

beforeEach(() => setScreen('large'));

const deployment = (version: string, extra: Partial<ModuleDeployment> = {}): ModuleDeployment => ({
  id: `id-${version}`,
  module: 'funds',
  version,
  remoteEntryUrl: `https://cdn.example.com/funds/${version}/remoteEntry.js`,
  integrity: 'sha384-x',
  manifest: null,
  deployedBy: 'funds-ci',
  deployedAt: '2026-11-26T10:00:00.000Z',
  status: 'previous',
  check: null,
  reason: null,
  ...extra,
});

function modules(): ModuleStatus[] {
  const active = deployment('1.3.0', { status: 'active' });
  return [
    { module: 'heatmap', active: null, history: [] },
    {
      module: 'funds',
      active,
      history: [
        deployment('1.4.0', { status: 'rejected', check: 'container', reason: './views lacks main-fund' }),
        active,
        deployment('1.2.0'),
      ],
    },
    { module: 'flow', active: null, history: [] },
    { module: 'library', active: null, history: [] },
  ];
}

async function openModules(user: ReturnType<typeof renderView>['user']) {
  await user.click(screen.getByRole('button', { name: 'Admin menu' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Modules' }));
  return screen.findByRole('dialog', { name: 'Modules' });
}

describe('Modules (admin menu)', () => {
  it('marks a module that failed to load in this browser, with what its slot said', async () => {
    installFakeApi({ 'GET /api/modules': { body: modules() } });
    recordLoadFailure('funds', { title: 'Fund Holdings could not be loaded', message: 'Integrity check failed' });
    try {
      const { user } = renderView(<AdminMenu />);
      const dialog = await openModules(user);
      const funds = await within(dialog).findByRole('region', { name: 'funds' });
      expect(within(funds).getByText('Failed in this browser')).toBeTruthy();
      expect(within(funds).getByText('Fund Holdings could not be loaded: Integrity check failed')).toBeTruthy();
      const flow = within(dialog).getByRole('region', { name: 'flow' });
      expect(within(flow).queryByText('Failed in this browser')).toBeNull();
    } finally {
      clearLoadFailure('funds');
    }
  });

  it('shows each module: active version, when and by whom, history with refusals', async () => {
    installFakeApi({ 'GET /api/modules': { body: modules() } });
    const { user } = renderView(<AdminMenu />);
    const dialog = await openModules(user);
    const funds = await within(dialog).findByRole('region', { name: 'funds' });
    expect(within(funds).getByText('Active 1.3.0')).toBeTruthy();
    expect(within(funds).getByText(/Deployed .* by funds-ci/)).toBeTruthy();
    expect(within(funds).getByText('Refused (container): ./views lacks main-fund')).toBeTruthy();
    const heatmap = within(dialog).getByRole('region', { name: 'heatmap' });
    expect(within(heatmap).getByText('Default build')).toBeTruthy();
    expect(within(heatmap).getByRole('button', { name: 'Roll back' }).hasAttribute('disabled')).toBe(true);
  });

  it('rolls back only after the confirm, naming the version it returns to', async () => {
    const api = installFakeApi({
      'GET /api/modules': { body: modules() },
      'POST /api/modules/funds/rollback': { body: { active: deployment('1.2.0', { status: 'active' }) } },
    });
    const { user } = renderView(<AdminMenu />);
    const dialog = await openModules(user);
    const funds = await within(dialog).findByRole('region', { name: 'funds' });
    await user.click(within(funds).getByRole('button', { name: 'Roll back' }));
    const confirm = await screen.findByRole('dialog', { name: 'Roll back funds?' });
    expect(within(confirm).getByText(/from 1\.3\.0 to 1\.2\.0/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.writes()).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Roll back funds?' })).toBeNull());

    await user.click(await within(funds).findByRole('button', { name: 'Roll back' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Roll back funds?' })).getByRole('button', {
        name: 'Roll back',
      }),
    );
    await waitFor(() =>
      expect(api.writes()).toEqual([{ method: 'POST', path: '/api/modules/funds/rollback', body: {} }]),
    );
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ title: 'funds rolled back', description: 'Now 1.2.0.' }),
    );
  });
});
