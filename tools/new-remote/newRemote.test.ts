/// <reference types="node" />
// The generator: what it writes, what it refuses and never touches, and (in a temporary copy of the
// repository's packages) that a new module, watchlist-news, is added to the module registry, appears in
// every list derived from it, and typechecks, builds, passes its own tests and the deploy container check.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newRemote, REGISTRY_FILE } from './newRemote.js';
import { removeScratch, repositoryCopy, REPO_ROOT, runClean, skeleton } from './scratch.js';

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) removeScratch(dir);
});
const keep = (root: string) => (scratch.push(root), root);

const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');

describe('npm run new-remote -- NAME', () => {
  it('writes the package, configs, README, one stub view per contract view and the tests, and lists it in e2e', () => {
    const root = keep(skeleton());
    const { written, updated } = newRemote('flow', { root, install: false });
    expect(written.sort()).toEqual(
      [
        'apps/flow/README.md',
        'apps/flow/package.json',
        'apps/flow/src/api/.gitkeep',
        'apps/flow/src/components/.gitkeep',
        'apps/flow/src/lib/.gitkeep',
        'apps/flow/src/views.test.tsx',
        'apps/flow/src/views.ts',
        'apps/flow/src/views/AdminFlowView.tsx',
        'apps/flow/src/views/StudentFlowView.tsx',
        'apps/flow/tsconfig.json',
        'apps/flow/vitest.config.js',
        'apps/flow/webpack.config.cjs',
      ].sort(),
    );
    expect(updated).toEqual(['e2e/package.json']);
    expect(JSON.parse(read(root, 'e2e/package.json')).dependencies['@tradeboard/flow']).toBe('0.1.0');
    expect(read(root, 'apps/flow/webpack.config.cjs')).toContain("name: 'flow'");
    // Its dev port is the registry's (the preset reads it when serving).
    expect(read(root, 'apps/flow/webpack.config.cjs')).not.toContain('devPort');
    expect(read(root, 'apps/flow/src/views.ts')).toContain(
      "'student-flow': createViewParcel(StudentFlowView, 'Unusual Flow')",
    );
    expect(read(root, 'apps/flow/src/views/StudentFlowView.tsx')).toContain(
      'Unusual options flow alerts will appear here when detected.',
    );
    expect(read(root, 'apps/flow/README.md')).toContain('| `admin-flow` | Unusual Flow |');
  });

  it('refuses a name that cannot be a module, one that is already a tab, and a remote that already builds', () => {
    const root = keep(skeleton());
    expect(() => newRemote('Watchlist News', { root, install: false })).toThrow(
      "'Watchlist News' cannot be a module name: use lower-case words joined by '-'",
    );
    expect(() => newRemote('shell', { root, install: false })).toThrow("'shell' cannot be a module name");
    expect(() => newRemote('portfolio', { root, install: false })).toThrow(
      "'portfolio' is already a dashboard tab (heatmap, flow, funds, bot-analysis, portfolio, library, calculator): pick another module name.",
    );
    expect(existsSync(path.join(root, 'apps/portfolio'))).toBe(false);
    newRemote('library', { root, install: false });
    const before = read(root, 'apps/library/src/views.ts');
    expect(() => newRemote('library', { root, install: false })).toThrow(
      'apps/library is already a remote (it has a build); nothing was written.',
    );
    expect(read(root, 'apps/library/src/views.ts')).toBe(before);
  });

  it('keeps the files of a module started before the generator, and adds only what its package.json lacks', () => {
    const root = keep(skeleton());
    mkdirSync(path.join(root, 'apps/funds/src/lib'), { recursive: true });
    writeFileSync(path.join(root, 'apps/funds/src/lib/csv.ts'), 'export const parse = 1;\n');
    writeFileSync(path.join(root, 'apps/funds/README.md'), '# funds, my own words\n');
    const started = {
      name: '@tradeboard/funds',
      scripts: { test: 'vitest run --passWithNoTests', bench: 'vitest bench' },
      dependencies: { papaparse: '^5.5.3', react: '~19.2.0' },
    };
    writeFileSync(path.join(root, 'apps/funds/package.json'), JSON.stringify(started));

    const { kept, updated } = newRemote('funds', { root, install: false });
    expect(kept.sort()).toEqual(['apps/funds/README.md']);
    expect(updated).toContain('apps/funds/package.json');
    expect(read(root, 'apps/funds/src/lib/csv.ts')).toBe('export const parse = 1;\n');
    expect(existsSync(path.join(root, 'apps/funds/src/lib/.gitkeep'))).toBe(false);
    const merged = JSON.parse(read(root, 'apps/funds/package.json'));
    expect(merged.scripts).toMatchObject({
      test: 'vitest run --passWithNoTests',
      bench: 'vitest bench',
      build: 'webpack --mode production',
    });
    expect(merged.dependencies).toMatchObject({ papaparse: '^5.5.3', react: '~19.2.0', '@tradeboard/ui': '^2.0.0' });
  });

  it('adds watchlist-news to the registry: every derived list has it, and it typechecks, builds, passes its tests and the deploy container check', async () => {
    const root = keep(repositoryCopy());
    const registryBefore = read(root, REGISTRY_FILE);
    const { written, updated } = newRemote('watchlist-news', { root, install: false });
    // The registry and e2e's dependencies are the only files outside apps/watchlist-news it touches.
    expect(updated.sort()).toEqual(['e2e/package.json', REGISTRY_FILE]);
    expect(written.every((file) => file.startsWith('apps/watchlist-news/'))).toBe(true);
    expect(written).toContain('apps/watchlist-news/src/views/WatchlistNewsView.tsx');
    expect(read(root, 'apps/watchlist-news/src/views.test.tsx')).toContain("[...remoteViews['watchlist-news']]");
    const registry = read(root, REGISTRY_FILE);
    expect(registry.startsWith(registryBefore.slice(0, registryBefore.indexOf('  // `npm run new-remote')))).toBe(true);
    expect(registry).toContain("name: 'watchlist-news'");
    // The entry is formatted as the repository's prettier settings want it.
    const prettier = createRequire(import.meta.url).resolve('prettier/bin/prettier.cjs');
    await runClean(process.execPath, [prettier, '--check', path.join(root, REGISTRY_FILE)], { cwd: root });

    // The lists that derive from the registry, read from the scratch copies.
    const load = (file: string) => import(/* @vite-ignore */ path.join(root, file)) as Promise<Record<string, unknown>>;
    const types = await load('packages/types/src/core/index.ts');
    expect(types.REMOTE_NAMES).toEqual(['heatmap', 'funds', 'flow', 'library', 'watchlist-news']);
    expect((types.REMOTE_VIEWS as Record<string, string[]>)['watchlist-news']).toEqual(['watchlist-news']);
    expect((types.MODULE_DEV_PORTS as Record<string, number>)['watchlist-news']).toBe(3006);
    // The API's schemas: /remotes.json and REMOTES_FILE may name it, and a deploy or a token may be for it.
    const schemas = (await load('packages/types/src/index.ts')) as Record<
      string,
      { strict?: () => { parse: (value: unknown) => unknown }; parse: (value: unknown) => unknown }
    >;
    const entry = { 'watchlist-news': '/modules/watchlist-news/remoteEntry.js' };
    expect(schemas.RemotesManifestSchema!.strict!().parse(entry)).toEqual(entry);
    expect(schemas.ModuleNameSchema!.parse('watchlist-news')).toBe('watchlist-news');
    const contract = await load('packages/runtime/src/contract.ts');
    expect(contract.remoteNames).toContain('watchlist-news');
    expect((contract.remoteViews as Record<string, string[]>)['watchlist-news']).toEqual(['watchlist-news']);
    const shellTabs = await load('apps/shell/src/routing/tabs.ts');
    expect(shellTabs.ADMIN_TABS).toEqual([
      'heatmap',
      'flow',
      'funds',
      'bot-analysis',
      'portfolio',
      'library',
      'watchlist-news',
    ]);
    expect(shellTabs.STUDENT_TABS).toEqual(['heatmap', 'portfolio', 'flow', 'calculator', 'library', 'watchlist-news']);
    const viewMap = await load('apps/shell/src/remotes/viewMap.ts');
    expect((viewMap.STUDENT_TAB_SPECS as unknown[]).at(-1)).toEqual({
      tab: 'watchlist-news',
      label: 'Watchlist News',
      sectionLabel: 'Watchlist News',
      remote: 'watchlist-news',
      view: 'watchlist-news',
    });
    const { loadConfig } = (await load('services/api/src/config.ts')) as {
      loadConfig: (env: Record<string, string>) => { remoteUrls: Record<string, string> };
    };
    expect(loadConfig({ REMOTE_WATCHLIST_NEWS_URL: 'https://cdn.example.com/wn/remoteEntry.js' }).remoteUrls).toEqual({
      'watchlist-news': 'https://cdn.example.com/wn/remoteEntry.js',
    });
    const { devPorts } = createRequire(import.meta.url)(path.join(root, 'tools/webpack/devManifest.cjs')) as {
      devPorts: () => Record<string, number>;
    };
    expect(devPorts()).toMatchObject({ api: 3000, shell: 3001, library: 3005, 'watchlist-news': 3006 });

    // The module itself, built and tested against the scratch registry.
    const app = path.join(root, 'apps/watchlist-news');
    const bin = (file: string) => path.join(REPO_ROOT, 'node_modules', file);
    const run = (args: string[]) => runClean(process.execPath, args, { cwd: app });

    await run([bin('typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit']);
    await run([bin('webpack-cli/bin/cli.js'), '--mode', 'production']);
    const dist = path.join(app, 'dist');
    expect(existsSync(path.join(dist, 'remoteEntry.js'))).toBe(true);
    const tests = await run([bin('vitest/vitest.mjs'), 'run']);
    expect(tests.stdout).toMatch(/Tests\s+.*2 passed/);

    // What the deploy API checks of a build (services/api/src/modules/checks.ts): its mf-manifest names
    // the module and the contract version, and the container loads and exports every registered view.
    const api = (file: string) => import(/* @vite-ignore */ path.join(REPO_ROOT, 'services/api/src/modules', file));
    const { trimManifest } = (await api('checks.ts')) as {
      trimManifest: (json: unknown) => { name: string; globalName: string; contractVersion: unknown };
    };
    const { loadContainerViews } = (await api('container-check.ts')) as {
      loadContainerViews: (options: Record<string, unknown>) => Promise<string[]>;
    };
    const manifest = trimManifest(JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')));
    expect(manifest).toMatchObject({ name: 'watchlist-news', contractVersion: types.MODULE_CONTRACT_VERSION });
    const base = 'http://127.0.0.1:3000/modules/watchlist-news/';
    const fetcher = async (url: string) => {
      const file = path.join(dist, new URL(url).pathname.slice(new URL(base).pathname.length));
      return existsSync(file)
        ? new Response(readFileSync(file), { headers: { 'content-type': 'text/javascript' } })
        : new Response('not found', { status: 404 });
    };
    const views = await loadContainerViews({
      entryUrl: `${base}remoteEntry.js`,
      entrySource: readFileSync(path.join(dist, 'remoteEntry.js'), 'utf8'),
      globalName: manifest.globalName,
      fetcher,
      timeoutMs: 60_000,
    });
    expect(views).toEqual((types.REMOTE_VIEWS as Record<string, string[]>)['watchlist-news']);
  });
});
