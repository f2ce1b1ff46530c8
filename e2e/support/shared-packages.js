// The shared singletons of the federation preset and every package they depend on: the code the
// shell provides once for all modules. Read from tools/webpack/shared.cjs and the installed
// package.json files, so it follows the preset instead of a copied list.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from './paths.js';

const require = createRequire(import.meta.url);

/** 'react/jsx-runtime' -> 'react', '@mui/material/' -> '@mui/material' */
function packageNameOf(/** @type {string} */ specifier) {
  const parts = specifier.split('/');
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? specifier);
}

/** @param {string} name @param {string} fromDir @returns {string | null} the package folder */
function findPackageDir(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) return realpathSync(path.dirname(candidate));
    if (path.dirname(dir) === dir) return null;
  }
}

/** @returns {string[]} the package names of the preset's shared singletons */
function sharedSingletonPackages() {
  const { SINGLETONS } = /** @type {{ SINGLETONS: string[] }} */ (
    require(path.join(REPO_ROOT, 'tools/webpack/shared.cjs'))
  );
  return [...new Set(SINGLETONS.map(packageNameOf))];
}

/** @returns {Set<string>} shared singletons plus everything they depend on (dependencies, recursively) */
export function sharedPackageClosure() {
  const closure = new Set();
  /** @type {Array<{ name: string, fromDir: string }>} */
  const queue = sharedSingletonPackages().map((name) => ({ name, fromDir: path.join(REPO_ROOT, 'apps/shell') }));
  while (queue.length > 0) {
    const next = /** @type {{ name: string, fromDir: string }} */ (queue.shift());
    if (closure.has(next.name)) continue;
    closure.add(next.name);
    const dir = findPackageDir(next.name, next.fromDir);
    if (!dir) continue;
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    for (const dependency of Object.keys(manifest.dependencies ?? {})) queue.push({ name: dependency, fromDir: dir });
  }
  return closure;
}

/**
 * The package a source-map source belongs to: an npm package, a workspace package, the app itself,
 * or webpack's runtime.
 * @param {string} source e.g. 'webpack://shell/../../packages/ui/src/index.ts'
 * @param {string} appDir the folder the build ran in (the sources are relative to it)
 */
export function packageOfMapSource(source, appDir) {
  const relative = source.replace(/^webpack:\/\/[^/]*\//, '');
  const inNodeModules = relative.lastIndexOf('node_modules/');
  if (inNodeModules >= 0) return packageNameOf(relative.slice(inNodeModules + 'node_modules/'.length));
  if (!relative.startsWith('.')) return 'webpack-runtime';
  for (let dir = path.dirname(path.resolve(appDir, relative)); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) return /** @type {string} */ (JSON.parse(readFileSync(manifest, 'utf8')).name);
    if (path.dirname(dir) === dir) return 'unknown';
  }
}
