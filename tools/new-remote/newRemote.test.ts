/// <reference types="node" />
// The generator: what it writes, what it refuses and never touches, and (in a temporary copy of the
// repository) that a generated remote typechecks, builds and passes its own tests at once.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { newRemote } from './newRemote.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

/**
 * A repository skeleton with what the generator and a generated app read by relative path. It lies
 * inside this checkout (tools/.scratch, gitignored) and has no workspace package.json of its own, so
 * packages resolve from this checkout's node_modules and vite allows their files.
 */
function skeleton(): string {
  const scratchRoot = path.join(repoRoot, 'tools/.scratch');
  mkdirSync(scratchRoot, { recursive: true });
  const root = mkdtempSync(path.join(scratchRoot, 'new-remote-'));
  scratch.push(root);
  mkdirSync(path.join(root, 'e2e'), { recursive: true });
  mkdirSync(path.join(root, 'tools'), { recursive: true });
  for (const file of ['tools/tsconfig.base.json', 'tools/tsconfig.react.json']) {
    cpSync(path.join(repoRoot, file), path.join(root, file));
  }
  // e2e as it was before any module but the heat map existed (the real one lists them all by now).
  const e2e = {
    name: '@tradeboard/e2e',
    private: true,
    dependencies: { '@tradeboard/heatmap': '0.1.0', '@tradeboard/shell': '0.1.0' },
  };
  writeFileSync(path.join(root, 'e2e/package.json'), `${JSON.stringify(e2e, null, 2)}\n`);
  return root;
}

const read = (root: string, file: string) => readFileSync(path.join(root, file), 'utf8');

describe('npm run new-remote -- NAME', () => {
  it('writes the package, configs, README, one stub view per contract view and the tests, and lists it in e2e', () => {
    const root = skeleton();
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
    expect(read(root, 'apps/flow/webpack.config.cjs')).toContain('devPort: 3004');
    expect(read(root, 'apps/flow/src/views.ts')).toContain(
      "'student-flow': createViewParcel(StudentFlowView, 'Unusual Flow')",
    );
    expect(read(root, 'apps/flow/src/views/StudentFlowView.tsx')).toContain(
      'Unusual options flow alerts will appear here when detected.',
    );
    expect(read(root, 'apps/flow/README.md')).toContain('| `admin-flow` | Unusual Flow |');
  });

  it('refuses a name the contract does not have, and a remote that already builds', () => {
    const root = skeleton();
    expect(() => newRemote('portfolio', { root, install: false })).toThrow(
      "Unknown remote 'portfolio': the contract's remotes are heatmap, funds, flow, library",
    );
    newRemote('library', { root, install: false });
    const before = read(root, 'apps/library/src/views.ts');
    expect(() => newRemote('library', { root, install: false })).toThrow(
      'apps/library is already a remote (it has a build); nothing was written.',
    );
    expect(read(root, 'apps/library/src/views.ts')).toBe(before);
  });

  it('keeps the files of a module started before the generator, and adds only what its package.json lacks', () => {
    const root = skeleton();
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
    expect(merged.dependencies).toMatchObject({ papaparse: '^5.5.3', react: '~19.2.0', '@tradeboard/ui': '^1.0.0' });
  });

  it('generates a remote that typechecks, builds and passes its tests at once', async () => {
    const root = skeleton();
    newRemote('library', { root, install: false });
    const app = path.join(root, 'apps/library');
    const bin = (file: string) => path.join(repoRoot, 'node_modules', file);
    // A clean environment: the inner vitest must not think it runs inside this one.
    const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), TURBO_TELEMETRY_DISABLED: '1' };
    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, args, { cwd: app, env, maxBuffer: 32 * 1024 * 1024 });

    await run([bin('typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit']);
    await run([bin('webpack-cli/bin/cli.js'), '--mode', 'production']);
    expect(existsSync(path.join(app, 'dist/remoteEntry.js'))).toBe(true);
    const tests = await run([bin('vitest/vitest.mjs'), 'run']);
    expect(tests.stdout).toMatch(/Tests\s+.*3 passed/);
  });
});
