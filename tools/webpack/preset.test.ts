/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
type Config = {
  entry: Record<string, unknown>;
  output: { publicPath: string; filename: string; chunkFilename: string };
  resolve: { conditionNames: string[] };
  plugins: { constructor: { name: string }; _options?: Record<string, unknown> }[];
  devServer: {
    port: number;
    historyApiFallback: boolean;
    proxy?: { context: string[]; target: string }[];
    headers: Record<string, string>;
  };
};
const { createFederatedConfig } = require('./preset.cjs') as {
  createFederatedConfig: (options: object) => (env: unknown, argv: { mode: string }) => Config;
};
// The shell's webpack.config.cjs is exactly this call.
const shellConfig = createFederatedConfig({ name: 'shell', dirname: path.resolve('.'), isHost: true, devPort: 3001 });

const { pointAtDevServers } = require('./devManifest.cjs') as {
  pointAtDevServers: (manifest: Record<string, string>, isRunning: (name: string) => boolean) => Record<string, string>;
};

/** The TypeScript sources under `dir`, outside node_modules and build output. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const federation = (config: Config) =>
  config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')!._options!;

describe('the host build (the shell) of the preset', () => {
  const production = shellConfig({}, { mode: 'production' });

  it('keeps entry and remoteEntry.js unhashed, hashes chunks, and uses publicPath auto', () => {
    expect(production.output).toMatchObject({ publicPath: 'auto', filename: '[name].js' });
    expect(production.output.chunkFilename).toContain('[contenthash');
    expect(federation(production)).toMatchObject({
      name: 'shell',
      filename: 'remoteEntry.js',
      remotes: {},
      dts: false,
    });
  });

  it('resolves workspace packages to their sources', () => {
    expect(production.resolve.conditionNames[0]).toBe('@tradeboard/source');
  });

  it('shares the architecture singletons, sub-paths as their own keys', () => {
    const shared = federation(production).shared as Record<string, { singleton: boolean }>;
    for (const name of [
      'react',
      'react-dom',
      'react/jsx-runtime',
      'react-dom/client',
      '@mui/material',
      '@emotion/react',
      '@emotion/styled',
      'jotai',
      '@tanstack/react-query',
      'single-spa',
      'single-spa-react',
      '@tradeboard/runtime',
    ]) {
      expect(shared[name], name).toMatchObject({ singleton: true });
    }
  });

  it('shares the module kit under a caret range of its own version, not as a singleton', () => {
    const shared = federation(production).shared as Record<string, unknown>;
    const kitPackage = path.join(path.dirname(require.resolve('./shared.cjs')), '../../packages/ui/package.json');
    const { version } = JSON.parse(readFileSync(kitPackage, 'utf8')) as {
      version: string;
    };
    // Both entries: the main one and the editing widgets ('@tradeboard/ui/forms').
    for (const entry of ['@tradeboard/ui', '@tradeboard/ui/forms']) {
      expect(shared[entry], entry).toEqual({ singleton: false, requiredVersion: `^${version}`, eager: false });
    }
  });

  it('shares the zod-free part of @tradeboard/types, and neither its zod schemas nor zod', () => {
    const shared = federation(production).shared as Record<string, unknown>;
    expect(shared['@tradeboard/types/core']).toMatchObject({ singleton: true });
    expect(Object.keys(shared)).not.toContain('@tradeboard/types');
    expect(Object.keys(shared)).not.toContain('zod');
  });

  it('provides every MUI path the apps import from a file, so the shell serves the paths only views use', () => {
    const { MUI_PATHS } = require('./shared.cjs') as { MUI_PATHS: string[] };
    const repo = path.resolve(path.dirname(require.resolve('./shared.cjs')), '../..');
    const imported = new Set<string>();
    for (const root of ['apps', 'packages']) {
      for (const file of sourceFiles(path.join(repo, root))) {
        for (const match of readFileSync(file, 'utf8').matchAll(/from '(@mui\/material(?:\/[\w-]+)?)'/g)) {
          imported.add(match[1]!);
        }
      }
    }
    // The whole library is no app's import: a page evaluates only the components it uses.
    expect(imported).not.toContain('@mui/material');
    expect([...imported].filter((request) => !MUI_PATHS.includes(request))).toEqual([]);

    const shared = federation(production).shared as Record<string, { import?: string; version?: string }>;
    const mui = require('@mui/material/package.json') as { version: string };
    // The whole library too, for a module built before the apps imported by path.
    for (const request of ['@mui/material', ...MUI_PATHS]) {
      expect(shared[request], request).toMatchObject({ singleton: true, version: mui.version });
      // Relative to the app folder (mf-stats.json, served with the build, lists it), and the ES
      // module an import of the path resolves to.
      expect(shared[request]!.import, request).toMatch(/^\.\.?\//);
      expect(require.resolve(path.resolve(shared[request]!.import!))).toMatch(/\.mjs$/);
    }
  });

  it('lets a remote share MUI paths through the prefix key only, so it provides just the paths it uses', () => {
    const remote = createFederatedConfig({ name: 'funds', dirname: path.resolve('.'), exposes: {} })(
      {},
      { mode: 'production' },
    );
    const shared = federation(remote).shared as Record<string, unknown>;
    expect(shared['@mui/material/']).toMatchObject({ singleton: true });
    expect(Object.keys(shared).filter((key) => /^@mui\/material\/\w/.test(key))).toEqual([]);
  });

  it('the dev server falls back to index.html and proxies the API paths', () => {
    const dev = shellConfig({}, { mode: 'development' }).devServer;
    expect(dev.port).toBe(3001);
    expect(dev.historyApiFallback).toBe(true);
    expect(dev.proxy?.[0]?.context).toEqual(expect.arrayContaining(['/api', '/uploads', '/remotes.json']));
    expect(dev.proxy?.[0]?.target).toBe('http://127.0.0.1:3000');
  });

  it('a remote is a few lines: no HTML page, no entry of its own, CORS headers for the shell page', () => {
    const remote = createFederatedConfig({
      name: 'funds',
      dirname: path.resolve('.'),
      exposes: { './views': './src/views.ts' },
      devPort: 3003,
    })({}, { mode: 'production' });
    expect(remote.entry).toEqual({});
    expect(remote.plugins.some((plugin) => plugin.constructor.name === 'HtmlWebpackPlugin')).toBe(false);
    expect(federation(remote).exposes).toEqual({ './views': './src/views.ts' });
    expect(remote.devServer.headers['Access-Control-Allow-Origin']).toBe('*');
    expect(remote.devServer.historyApiFallback).toBe(false);
  });

  it("takes a remote's dev port from the module registry when serving, and reads no registry for a build", () => {
    const flow = createFederatedConfig({ name: 'flow', dirname: path.resolve('.'), exposes: {} });
    expect(flow({ WEBPACK_SERVE: true }, { mode: 'development' }).devServer.port).toBe(3004);
    expect(flow({}, { mode: 'production' }).devServer.port).toBeUndefined();
  });

  it("builds a module name with '-' as a global library (self['watchlist-news']); identifiers stay `var`", () => {
    const options = { dirname: path.resolve('.'), exposes: { './views': './src/views.ts' } };
    const hyphenated = createFederatedConfig({ ...options, name: 'watchlist-news' })({}, { mode: 'production' });
    expect(federation(hyphenated)).toMatchObject({
      name: 'watchlist-news',
      library: { type: 'global', name: 'watchlist-news' },
    });
    const plain = createFederatedConfig({ ...options, name: 'funds' })({}, { mode: 'production' });
    expect(federation(plain).library).toBeUndefined();
    expect(() => createFederatedConfig({ ...options, name: 'Watchlist News' })).toThrow(
      "Federated name must be a JS identifier or lower-case words joined by '-': Watchlist News",
    );
  });
});

describe('the dev manifest (npm run dev)', () => {
  it('points remotes the API serves from /modules at their running dev servers, and leaves the rest alone', () => {
    const api = {
      heatmap: '/modules/heatmap/remoteEntry.js',
      funds: '/modules/funds/remoteEntry.js',
      flow: 'https://cdn.example.com/flow/remoteEntry.js',
    };
    expect(pointAtDevServers(api, (name) => name !== 'funds')).toEqual({
      heatmap: 'http://127.0.0.1:3002/remoteEntry.js',
      funds: '/modules/funds/remoteEntry.js',
      flow: 'https://cdn.example.com/flow/remoteEntry.js',
    });
  });

  it("knows the API's, the shell's and every registered module's port (the registry's, read with tsx)", () => {
    const { devPorts } = require('./devManifest.cjs') as { devPorts: () => Record<string, number> };
    expect(devPorts()).toEqual({ api: 3000, shell: 3001, heatmap: 3002, funds: 3003, flow: 3004, library: 3005 });
  });
});
