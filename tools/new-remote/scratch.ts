/// <reference types="node" />
/**
 * Scratch copies of this repository for the tests that run `npm run new-remote` on something other
 * than the checkout itself: the generator test (./newRemote.test.ts) and the browser test that deploys
 * the generated module (e2e/tests/fifth-module.test.ts).
 *
 * A copy lies inside this checkout (tools/.scratch, gitignored) and has no workspace package.json of
 * its own, so the packages it does not copy resolve from this checkout's node_modules (and vite allows
 * their files). Its node_modules/@tradeboard holds links to its own copies of types, runtime and ui,
 * so everything under it (a generated app, a copied shell or API) reads the copy's module registry.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** This checkout. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SCRATCH_DIR = path.join(REPO_ROOT, 'tools/.scratch');

/** The registry-derived packages a copy holds: the registry itself, the contract and the kit a remote builds on. */
const COPIED_PACKAGES = ['types', 'runtime', 'ui'] as const;

/** The files of the shell and the API that read the registry, copied when their workspace is not copied whole. */
const REGISTRY_READERS = {
  'apps/shell': ['src/remotes/viewMap.ts', 'src/routing/tabs.ts'],
  'services/api': ['src/config.ts', 'src/web/remotes-file.ts'],
} as const;

export type CopiedWorkspace = keyof typeof REGISTRY_READERS;

/** What a build leaves in a workspace, never copied. */
const notBuilt = (source: string) => !/[\\/](node_modules|dist|\.turbo)$/.test(source);

/**
 * A repository skeleton with what the generator and a generated app read by relative path: the
 * tsconfig bases, and an e2e/package.json as it was before any module but the heat map existed (the
 * real one lists them all by now). Remove it with `removeScratch` when done.
 */
export function skeleton(): string {
  mkdirSync(SCRATCH_DIR, { recursive: true });
  const root = mkdtempSync(path.join(SCRATCH_DIR, 'new-remote-'));
  mkdirSync(path.join(root, 'e2e'), { recursive: true });
  mkdirSync(path.join(root, 'tools'), { recursive: true });
  for (const file of ['tools/tsconfig.base.json', 'tools/tsconfig.react.json']) {
    cpSync(path.join(REPO_ROOT, file), path.join(root, file));
  }
  const e2e = {
    name: '@tradeboard/e2e',
    private: true,
    dependencies: { '@tradeboard/heatmap': '0.1.0', '@tradeboard/shell': '0.1.0' },
  };
  writeFileSync(path.join(root, 'e2e/package.json'), `${JSON.stringify(e2e, null, 2)}\n`);
  return root;
}

/**
 * A workspace copied whole (sources and configs, not what a build leaves). Its own node_modules (npm's
 * nested versions, e.g. the API's) are linked entry by entry, never `.cache`: a build in the copy
 * keeps its caches to itself.
 */
function copyWorkspace(root: string, workspace: string): void {
  const from = path.join(REPO_ROOT, workspace);
  const to = path.join(root, workspace);
  cpSync(from, to, { recursive: true, filter: notBuilt });
  const modules = path.join(from, 'node_modules');
  const entries = existsSync(modules) ? readdirSync(modules).filter((entry) => entry !== '.cache') : [];
  if (entries.length === 0) return;
  mkdirSync(path.join(to, 'node_modules'), { recursive: true });
  for (const entry of entries) {
    symlinkSync(path.join(modules, entry), path.join(to, 'node_modules', entry));
  }
}

/**
 * The skeleton plus copies of what derives from the module registry: packages/types (the registry),
 * runtime and ui, the dev manifest, and of the shell and the API either the files that read the
 * registry (enough to import them) or, named in `whole`, the workspace whole (enough to build it).
 * Every other package, and the remotes a test does not generate, resolve from this checkout.
 */
export function repositoryCopy({ whole = [] }: { whole?: readonly CopiedWorkspace[] } = {}): string {
  const root = skeleton();
  mkdirSync(path.join(root, 'node_modules/@tradeboard'), { recursive: true });
  for (const name of COPIED_PACKAGES) {
    cpSync(path.join(REPO_ROOT, 'packages', name), path.join(root, 'packages', name), {
      recursive: true,
      filter: notBuilt,
    });
    symlinkSync(path.join(root, 'packages', name), path.join(root, 'node_modules/@tradeboard', name), 'dir');
  }
  const files = ['tools/webpack/devManifest.cjs'];
  for (const [workspace, readers] of Object.entries(REGISTRY_READERS) as [CopiedWorkspace, readonly string[]][]) {
    if (whole.includes(workspace)) copyWorkspace(root, workspace);
    else files.push(...readers.map((file) => `${workspace}/${file}`));
  }
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    cpSync(path.join(REPO_ROOT, file), path.join(root, file));
  }
  return root;
}

/** Delete a skeleton or copy. */
export function removeScratch(root: string): void {
  rmSync(root, { recursive: true, force: true });
}

/**
 * Run a command in a copy with a clean environment: a vitest (or npm) started there must not think it
 * runs inside the test's own.
 */
export function runClean(
  command: string,
  args: readonly string[],
  { cwd, env = {} }: { cwd: string; env?: Record<string, string> },
) {
  return promisify(execFile)(command, [...args], {
    cwd,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      TURBO_TELEMETRY_DISABLED: '1',
      ...env,
    },
    maxBuffer: 32 * 1024 * 1024,
  });
}
