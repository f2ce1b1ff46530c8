/**
 * `npm run new-remote -- NAME`: writes a new remote module (apps/NAME) from ./template and the
 * contract (@tradeboard/runtime/contract): its package, webpack config over the shared preset, tsconfig,
 * vitest config, README with the views table, src/views.ts with one parcel per contract view, stub
 * views showing the spec's empty states, the contract and mount/unmount tests, and empty api/,
 * components/ and lib/ folders. It adds the remote to e2e's dependencies (so the browser tests
 * build it) and runs npm install. It never overwrites a file; it refuses when apps/NAME is already
 * a remote (its package.json has a build script). A package.json without one (a module whose
 * src/lib was started first) gets only the scripts and dependencies it lacks.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteNames, remoteViews, type RemoteName } from '@tradeboard/runtime/contract';
import { VIEW_STUBS } from './viewStubs.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const { DEV_PORTS } = require('../webpack/devManifest.cjs') as { DEV_PORTS: Record<string, number> };

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

function isRemoteName(name: string): name is RemoteName {
  return (remoteNames as readonly string[]).includes(name);
}

function viewsModule(name: RemoteName): string {
  const views = remoteViews[name] as readonly string[];
  const stubs = VIEW_STUBS[name] as Record<string, { title: string }>;
  const imports = views
    .map((view) => `import { ${componentName(view)} } from './views/${componentName(view)}.js';`)
    .join('\n');
  const entries = views
    .map((view) => `  '${view}': createViewParcel(${componentName(view)}, '${stubs[view]!.title}'),`)
    .join('\n');
  return `/** The \`./views\` module of the ${name} remote: one single-spa parcel per view (see the @tradeboard/ui contract). */
import { createViewParcel, type RemoteViewsModule } from '@tradeboard/ui';
${imports}

export const views: RemoteViewsModule<'${name}'>['views'] = {
${entries}
};
`;
}

function stubView(name: RemoteName, view: string): string {
  const stub = (VIEW_STUBS[name] as Record<string, { title: string; empty: readonly string[] }>)[view]!;
  const lines = stub.empty.map((line) => `        <Typography color="text.secondary">${line}</Typography>`).join('\n');
  return `import { Stack, Typography } from '@mui/material';
import { SectionCard, type ParcelProps } from '@tradeboard/ui';

/** The \`${view}\` view: a stub from \`npm run new-remote\` that shows the spec's empty state until the module is written. */
export function ${componentName(view)}(_props: Partial<ParcelProps>) {
  return (
    <SectionCard title="${stub.title}">
      <Stack spacing={0.5} sx={{ py: 3, textAlign: 'center' }}>
${lines}
      </Stack>
    </SectionCard>
  );
}
`;
}

function readme(name: RemoteName): string {
  const rows = (remoteViews[name] as readonly string[])
    .map(
      (view) =>
        `| \`${view}\` | ${(VIEW_STUBS[name] as Record<string, { title: string }>)[view]!.title} | stub: the spec's empty state |`,
    )
    .join('\n');
  return `# @tradeboard/${name}

The ${name} remote of Tradeboard: a webpack Module Federation container (\`${name}\`) exposing
\`./views\`, whose \`views\` export holds one single-spa parcel per view of the shell/remote contract
(\`packages/runtime/src/contract.ts\`). Written by \`npm run new-remote -- ${name}\`; build it from the kit in
\`@tradeboard/ui\` (see packages/ui/README.md).

| View | Title | State |
|---|---|---|
${rows}

## Layout
- \`src/views.ts\`: the exposed module; \`src/views/*\`: one component per view.
- \`src/api/\`: reads and writes (\`useQuery(holdingsApi.list(fund))\`, \`useApiMutation\` from \`@tradeboard/ui\`).
- \`src/components/\`: this module's components; generic ones come from \`@tradeboard/ui\`.
- \`src/lib/\`: pure rules and texts, unit tested.

## Commands (from this folder)
- \`npx vitest run\`: tests (happy-dom, the kit \`@tradeboard/ui/testing\`).
- \`npx tsc -p tsconfig.json --noEmit\`: typecheck.
- \`npx webpack --mode production\`: builds \`dist/remoteEntry.js\` plus hashed chunks; the API serves it at
  \`/modules/${name}/remoteEntry.js\`, and \`/remotes.json\` lists it.
- \`npx webpack serve --mode development\`: dev server on http://127.0.0.1:${DEV_PORTS[name]}.
`;
}

/** Write apps/NAME under `root` (the repository). */
export function newRemote(
  name: string,
  { root, install = true }: { root: string; install?: boolean },
): NewRemoteResult {
  if (!isRemoteName(name)) {
    throw new NewRemoteError(
      `Unknown remote '${name}': the contract's remotes are ${remoteNames.join(', ')} (REMOTE_NAMES and REMOTE_VIEWS in packages/types/src/core/remotes.ts).`,
    );
  }
  const appDir = path.join(root, 'apps', name);
  const packagePath = path.join(appDir, 'package.json');
  const existing = existsSync(packagePath) ? (JSON.parse(readFileSync(packagePath, 'utf8')) as PackageJson) : null;
  if (existing?.scripts?.build || existsSync(path.join(appDir, 'webpack.config.cjs'))) {
    throw new NewRemoteError(`apps/${name} is already a remote (it has a build); nothing was written.`);
  }

  const result: NewRemoteResult = { written: [], kept: [], updated: [] };
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
  const fromTemplate = (file: string) =>
    readFileSync(path.join(here, 'template', file), 'utf8')
      .replaceAll('__NAME__', name)
      .replaceAll('__DEV_PORT__', String(DEV_PORTS[name]));

  const template = JSON.parse(fromTemplate('package.json')) as PackageJson;
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
    writeIfAbsent(path.join(appDir, file), fromTemplate(file));
  }
  writeIfAbsent(path.join(appDir, 'README.md'), readme(name));
  writeIfAbsent(path.join(appDir, 'src/views.ts'), viewsModule(name));
  for (const view of remoteViews[name] as readonly string[]) {
    writeIfAbsent(path.join(appDir, 'src/views', `${componentName(view)}.tsx`), stubView(name, view));
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
    console.error(`usage: npm run new-remote -- NAME   (one of ${remoteNames.join(', ')})`);
    process.exit(2);
  }
  try {
    const { written, kept, updated } = newRemote(name, { root: path.resolve(here, '../..'), install });
    console.log(`apps/${name} is ready.`);
    for (const file of written) console.log(`  wrote   ${file}`);
    for (const file of updated) console.log(`  updated ${file}`);
    for (const file of kept) console.log(`  kept    ${file} (already there, not touched)`);
    console.log(`Next: npx turbo run build typecheck test --filter=@tradeboard/${name}, then replace the stub views.`);
  } catch (error) {
    console.error(error instanceof NewRemoteError ? error.message : error);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
