/**
 * `npm run new-remote -- NAME`: adds module NAME to the module registry
 * (packages/types/src/core/module-registry.ts) when it is not there yet: one stub view `NAME`, an admin
 * and a student tab `NAME` after the others, the next free dev port. Everything that lists modules
 * derives from the registry (the contract's names and views, the shell's tabs, the API's manifest,
 * deploy checks and REMOTE_<NAME>_URL, the dev servers' ports), so no other file needs an edit: edit
 * the entry there (titles, empty texts, tabs) to change what the module shows where.
 *
 * Then it writes apps/NAME from ./template and the registry entry: its package, webpack config over
 * the shared preset, tsconfig, vitest config, README with the views table, src/views.ts with one parcel
 * per view, stub views showing the registry's empty states, the contract and mount/unmount tests, and
 * empty api/, components/ and lib/ folders. It adds the remote to e2e's dependencies (so the browser
 * tests build it) and runs npm install. It never overwrites a file; it refuses when apps/NAME is
 * already a remote (its package.json has a build script). A package.json without one (a module whose
 * src/lib was started first) gets only the scripts and dependencies it lacks.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ADMIN_TAB_DEFINITIONS,
  MODULE_REGISTRY,
  STUDENT_TAB_DEFINITIONS,
  type ModuleDefinition,
} from '@tradeboard/types/core';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const { HOST_DEV_PORTS } = require('../webpack/devManifest.cjs') as { HOST_DEV_PORTS: Record<string, number> };

/** The registry file, relative to the repository. */
export const REGISTRY_FILE = 'packages/types/src/core/module-registry.ts';
/** The line of the registry above which new modules go. */
const REGISTRY_MARKER = "  // `npm run new-remote -- NAME` adds a new module's entry above this line.";
/** Module names: lower-case words joined by '-' (apps/NAME, the container, REMOTE_<NAME>_URL). */
const MODULE_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** Names taken by the workspace's other folders and processes. */
const RESERVED = new Set(['shell', 'api', 'types', 'runtime', 'ui', 'tools', 'e2e', 'embedded-mongo']);

type PackageJson = Record<string, unknown> & {
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

export interface NewRemoteResult {
  written: string[];
  kept: string[];
  updated: string[];
}

export class NewRemoteError extends Error {}

const pascal = (view: string) =>
  view.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
const componentName = (view: string) => `${pascal(view)}View`;
const sortKeys = (record: Record<string, string>) =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
/** A single-quoted TypeScript string literal. */
const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const titleOf = (name: string) =>
  name
    .split('-')
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');

/** A value as TypeScript source on one line (prettier breaks it afterwards). */
function tsLiteral(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return `[${value.map(tsLiteral).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>).map(([key, item]) => `${key}: ${tsLiteral(item)}`);
  return `{ ${entries.join(', ')} }`;
}

/** The entry `npm run new-remote` registers for a new module: one stub view shown in an admin and a student tab. */
export function defaultModuleDefinition(name: string, registrySource: string): ModuleDefinition {
  const numbers = (pattern: RegExp) => [...registrySource.matchAll(pattern)].map((match) => Number(match[1]));
  const devPort = Math.max(HOST_DEV_PORTS.shell!, ...numbers(/devPort: (\d+)/g)) + 1;
  const order = Math.max(0, ...numbers(/order: (\d+)/g)) + 1;
  const title = titleOf(name);
  const tab = { tab: name, order, label: title, sectionLabel: title, view: name };
  return {
    name,
    devPort,
    views: [{ key: name, title, empty: [`Nothing in ${title} yet.`] }],
    tabs: { admin: [tab], student: [tab] },
    adminSlots: [],
  };
}

/** Add `definition` to the registry file under `root`; returns nothing, throws when it cannot. */
function register(root: string, definition: ModuleDefinition): void {
  const file = path.join(root, REGISTRY_FILE);
  const source = readFileSync(file, 'utf8');
  if (!source.includes(`\n${REGISTRY_MARKER}\n`)) {
    throw new NewRemoteError(`${REGISTRY_FILE} lacks the line new modules go above:\n${REGISTRY_MARKER}`);
  }
  writeFileSync(file, source.replace(`\n${REGISTRY_MARKER}\n`, `\n  ${tsLiteral(definition)},\n${REGISTRY_MARKER}\n`));
  // The repository's prettier settings (found from the file upwards); the entry is valid TypeScript without it.
  try {
    const prettier = require.resolve('prettier/bin/prettier.cjs');
    execFileSync(process.execPath, [prettier, '--write', '--log-level', 'warn', file], { cwd: root, stdio: 'pipe' });
  } catch (error) {
    console.warn(`prettier did not format ${REGISTRY_FILE}: ${(error as Error).message}`);
  }
}

/** The registered module `name`, or a new entry for it (also written to the registry under `root`). */
function moduleDefinition(name: string, root: string, result: NewRemoteResult): ModuleDefinition {
  const known = (MODULE_REGISTRY as readonly ModuleDefinition[]).find((module) => module.name === name);
  if (known) return known;
  if (!MODULE_NAME.test(name) || RESERVED.has(name)) {
    throw new NewRemoteError(
      `'${name}' cannot be a module name: use lower-case words joined by '-' (e.g. watchlist-news), not ${[...RESERVED].join(', ')}.`,
    );
  }
  const registryPath = path.join(root, REGISTRY_FILE);
  const source = existsSync(registryPath) ? readFileSync(registryPath, 'utf8') : '';
  if (source.includes(`name: ${quote(name)}`)) {
    // Registered under `root` after this process read the registry: run the generator again.
    throw new NewRemoteError(`${name} is already in ${REGISTRY_FILE}; run npm run new-remote -- ${name} again.`);
  }
  const taken = [...ADMIN_TAB_DEFINITIONS, ...STUDENT_TAB_DEFINITIONS].map((tab) => tab.tab as string);
  if (taken.includes(name)) {
    throw new NewRemoteError(
      `'${name}' is already a dashboard tab (${[...new Set(taken)].join(', ')}): pick another module name.`,
    );
  }
  const definition = defaultModuleDefinition(name, source);
  register(root, definition);
  result.updated.push(REGISTRY_FILE);
  return definition;
}

type Values = Record<string, string>;

/**
 * The template file `file` with each key of `values` (a `__PLACEHOLDER__`) replaced in order. A line
 * that names a key of `rows` (one view, one empty text) is written once per row: the template shows
 * a single item.
 */
function fromTemplate(file: string, values: Values, rows: Values[] = []): string {
  const fill = (text: string, pairs: Values) =>
    Object.entries(pairs).reduce((filled, [key, value]) => filled.replaceAll(key, value), text);
  const rowKeys = Object.keys(rows[0] ?? {});
  const lines = readFileSync(path.join(here, 'template', file), 'utf8')
    .split('\n')
    .flatMap((line) => (rowKeys.some((key) => line.includes(key)) ? rows.map((row) => fill(line, row)) : [line]));
  return fill(lines.join('\n'), values);
}

/** The per-view placeholders of views.ts and the README's views table. */
const viewValues = ({ key, title }: ModuleDefinition['views'][number]): Values => ({
  __VIEW_KEY__: quote(key),
  __VIEW__: key,
  __COMPONENT__: componentName(key),
  __TITLE_STRING__: quote(title),
  __TITLE__: title,
});

/** Write apps/NAME under `root` (the repository). */
export function newRemote(
  name: string,
  { root, install = true }: { root: string; install?: boolean },
): NewRemoteResult {
  const appDir = path.join(root, 'apps', name);
  const packagePath = path.join(appDir, 'package.json');
  const existing = existsSync(packagePath) ? (JSON.parse(readFileSync(packagePath, 'utf8')) as PackageJson) : null;
  if (existing?.scripts?.build || existsSync(path.join(appDir, 'webpack.config.cjs'))) {
    throw new NewRemoteError(`apps/${name} is already a remote (it has a build); nothing was written.`);
  }

  const result: NewRemoteResult = { written: [], kept: [], updated: [] };
  const definition = moduleDefinition(name, root, result);
  const relative = (file: string) => path.relative(root, file);
  const writeIfAbsent = (file: string, content: string) => {
    if (existsSync(file)) {
      result.kept.push(relative(file));
      return;
    }
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    result.written.push(relative(file));
  };
  const values: Values = {
    // A '-' name is not an identifier: the contract's views of it are read with brackets.
    'remoteViews.__NAME__': /^[a-z]\w*$/.test(name) ? `remoteViews.${name}` : `remoteViews[${quote(name)}]`,
    __NAME__: name,
    __DEV_PORT__: String(definition.devPort),
  };

  const template = JSON.parse(fromTemplate('package.json', values)) as PackageJson;
  if (existing) {
    // Only what is missing: the module's own scripts and versions stay as they are.
    const merged: PackageJson = { ...existing };
    for (const field of ['scripts', 'dependencies', 'devDependencies'] as const) {
      const merge = { ...template[field], ...existing[field] };
      merged[field] = field === 'scripts' ? merge : sortKeys(merge);
    }
    writeFileSync(packagePath, `${JSON.stringify(merged, null, 2)}\n`);
    result.updated.push(relative(packagePath));
  } else {
    writeIfAbsent(packagePath, `${JSON.stringify(template, null, 2)}\n`);
  }
  for (const file of ['webpack.config.cjs', 'tsconfig.json', 'vitest.config.js', 'src/views.test.tsx']) {
    writeIfAbsent(path.join(appDir, file), fromTemplate(file, values));
  }
  const views = definition.views.map(viewValues);
  writeIfAbsent(path.join(appDir, 'README.md'), fromTemplate('README.md', values, views));
  writeIfAbsent(path.join(appDir, 'src/views.ts'), fromTemplate('src/views.ts', values, views));
  for (const [index, view] of definition.views.entries()) {
    const stub = fromTemplate(
      'src/views/StubView.tsx',
      { ...values, ...views[index] },
      view.empty.map((text) => ({ __EMPTY_STRING__: quote(text) })),
    );
    writeIfAbsent(path.join(appDir, 'src/views', `${componentName(view.key)}.tsx`), stub);
  }
  for (const folder of ['api', 'components', 'lib']) {
    const dir = path.join(appDir, 'src', folder);
    if (!existsSync(dir) || readdirSync(dir).length === 0) writeIfAbsent(path.join(dir, '.gitkeep'), '');
  }

  // The browser tests build and serve every remote e2e depends on (turbo's ^build).
  const e2ePath = path.join(root, 'e2e/package.json');
  const e2e = JSON.parse(readFileSync(e2ePath, 'utf8')) as PackageJson;
  if (!e2e.dependencies?.[`@tradeboard/${name}`]) {
    e2e.dependencies = sortKeys({ ...e2e.dependencies, [`@tradeboard/${name}`]: '0.1.0' });
    writeFileSync(e2ePath, `${JSON.stringify(e2e, null, 2)}\n`);
    result.updated.push(relative(e2ePath));
  }

  if (install) execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  return result;
}

function main(argv: string[]) {
  const install = !argv.includes('--no-install');
  const name = argv.find((arg) => !arg.startsWith('--'));
  if (!name) {
    console.error(
      `usage: npm run new-remote -- NAME   (a registered module, ${MODULE_REGISTRY.map((module) => module.name).join(', ')}, or a new one such as watchlist-news)`,
    );
    process.exit(2);
  }
  try {
    const { written, kept, updated } = newRemote(name, { root: path.resolve(here, '../..'), install });
    console.log(`apps/${name} is ready.`);
    for (const file of written) console.log(`  wrote   ${file}`);
    for (const file of updated) console.log(`  updated ${file}`);
    for (const file of kept) console.log(`  kept    ${file} (already there, not touched)`);
    console.log(
      `Next: npx turbo run build typecheck test --filter=@tradeboard/${name}, then replace the stub views (titles, empty texts and tabs: its entry in ${REGISTRY_FILE}).`,
    );
  } catch (error) {
    console.error(error instanceof NewRemoteError ? error.message : error);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
