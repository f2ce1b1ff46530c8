/**
 * Remotes are built with Module Federation's `externalRuntime`: their remoteEntry.js takes the
 * runtime from the page (the global the shell sets). The deploy's container check has no shell, so
 * it provides the runtime in its vm context; these check that it works there and stays there.
 */
import vm from 'node:vm';
import { expect, test } from 'vitest';
import { loadContainerViews } from '../src/modules/container-check.js';
import { FEDERATION_RUNTIME_GLOBAL, provideFederationRuntime } from '../src/modules/federation-runtime.js';

test("provides the runtime in the context's own globals, none in the API's", () => {
  const context = vm.createContext({});
  provideFederationRuntime(context);
  const made = vm.runInContext(
    `var core = ${FEDERATION_RUNTIME_GLOBAL};
     var instance = new core.ModuleFederation({ name: 'check', remotes: [] });
     [instance.name, typeof __FEDERATION__, instance instanceof Object]`,
    context,
  ) as [string, string, boolean];
  // Made with the context's intrinsics, registered on the context's global.
  expect(made).toEqual(['check', 'object', true]);
  expect('__FEDERATION__' in globalThis).toBe(false);
  expect(FEDERATION_RUNTIME_GLOBAL in globalThis).toBe(false);
});

test('the container check runs a container that needs the runtime from its page', async () => {
  // As an externalRuntime build does: the container starts a federation instance from the global.
  const entrySource = `
    var core = self.${FEDERATION_RUNTIME_GLOBAL};
    var instance = new core.ModuleFederation({ name: 'funds', remotes: [] });
    var funds = {
      init: function () { return Promise.resolve(); },
      get: function () {
        return Promise.resolve(function () { return { views: { [instance.name + '-view']: {} } }; });
      },
    };`;
  const views = await loadContainerViews({
    entryUrl: 'http://127.0.0.1:9/funds/remoteEntry.js',
    entrySource,
    globalName: 'funds',
    fetcher: () => Promise.reject(new Error('this container loads no chunk')),
    timeoutMs: 5_000,
  });
  expect(views).toEqual(['funds-view']);
});
