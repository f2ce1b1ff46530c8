import { ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { describe, expect, it } from 'vitest';

// patches/@module-federation+runtime-core+*.patch (patches/README.md): the federation runtime the
// pages run registers the host's share table once, not again on every shared module a chunk consumes.
describe('the federation runtime (patched)', () => {
  it('registers the share table on the first loadShare only, under the "loaded-first" strategy', async () => {
    let registrations = 0;
    const countRegistrations: ModuleFederationRuntimePlugin = {
      name: 'count-registrations',
      afterRegisterShare(args) {
        registrations += 1;
        return args;
      },
    };
    const shared = Object.fromEntries(
      ['react', 'react-dom', '@mui/material/Button'].map((name) => [
        name,
        { version: '1.0.0', lib: () => ({ name }), shareConfig: { singleton: true, requiredVersion: false as const } },
      ]),
    );
    const host = new ModuleFederation({
      name: 'host',
      remotes: [],
      shared,
      shareStrategy: 'loaded-first',
      plugins: [countRegistrations],
    });
    const afterInit = registrations;

    expect(await host.loadShare('react')).toBeTypeOf('function');
    const afterFirstLoad = registrations;
    // The first loadShare initializes the share scope: each of the three keys is registered.
    expect(afterFirstLoad - afterInit).toBe(3);

    for (let i = 0; i < 10; i += 1) {
      await host.loadShare('react-dom');
      await host.loadShare('@mui/material/Button');
      host.loadShareSync('react');
    }
    // Unpatched, each of the thirty calls registered all three keys again (O(keys x loads) at start-up).
    expect(registrations).toBe(afterFirstLoad);
    const button = await host.loadShare('@mui/material/Button');
    expect(button && button()).toEqual({ name: '@mui/material/Button' });
  });
});
