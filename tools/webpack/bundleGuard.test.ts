/// <reference types="node" />
// The preset's bundle guard: a browser build that pulls in zod or the zod schemas of
// @tradeboard/types fails, naming the module and who imported it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
type Config = Record<string, unknown> & {
  resolve: Record<string, unknown>;
  plugins: { constructor: { name: string } }[];
};
const { createFederatedConfig } = require('./preset.cjs') as {
  createFederatedConfig: (options: object) => (env: unknown, argv: { mode: string }) => Config;
};
const webpack = require('webpack') as (
  config: object,
  callback: (error: Error | null, stats?: { toJson(options: object): { errors?: { message: string }[] } }) => void,
) => void;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtureDir = mkdtempSync(path.join(os.tmpdir(), 'bundle-guard-'));
afterAll(() => rmSync(fixtureDir, { recursive: true, force: true }));

/** Build `source` with the preset's resolution and loaders; answers the error messages. */
async function buildErrors(source: string): Promise<string[]> {
  const entry = path.join(fixtureDir, `entry-${Math.random().toString(36).slice(2)}.js`);
  writeFileSync(entry, source);
  const preset = createFederatedConfig({ name: 'guardFixture', dirname: fixtureDir, devPort: 1 })(
    {},
    { mode: 'development' },
  );
  const guard = preset.plugins.find((plugin) => plugin.constructor.name === 'BrowserBundleGuardPlugin');
  const config = {
    ...preset,
    entry: { main: entry },
    devtool: false,
    cache: false,
    // Only the guard: Module Federation is not what is under test.
    plugins: [guard],
    resolve: { ...preset.resolve, modules: ['node_modules', path.join(repoRoot, 'node_modules')] },
    output: { path: path.join(fixtureDir, 'dist'), clean: false },
  };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) =>
      error
        ? reject(error)
        : resolve((stats!.toJson({ all: false, errors: true }).errors ?? []).map((each) => each.message)),
    );
  });
}

describe('the browser bundle guard (bundleGuard.cjs)', () => {
  it('is part of every federated build', () => {
    const remote = createFederatedConfig({
      name: 'funds',
      dirname: fixtureDir,
      exposes: { './views': './src/views.ts' },
      devPort: 3003,
    })({}, { mode: 'production' });
    expect(remote.plugins.map((plugin) => plugin.constructor.name)).toContain('BrowserBundleGuardPlugin');
  });

  it("lets '@tradeboard/types/core' through", async () => {
    expect(await buildErrors("import { RANGES } from '@tradeboard/types/core';\nconsole.log(RANGES);\n")).toEqual([]);
  });

  it('fails a build that imports a runtime value from the main entry of @tradeboard/types', async () => {
    const errors = await buildErrors("import { TickerSchema } from '@tradeboard/types';\nconsole.log(TickerSchema);\n");
    expect(errors.join('\n')).toMatch(/Browser bundle guard: .*packages\/types\/src\/.*@tradeboard\/types\/core/);
    expect(errors.join('\n')).toMatch(/Browser bundle guard: .*node_modules\/zod\/.*zod is for the API/);
  });
});
