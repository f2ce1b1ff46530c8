// Builds a remote (apps/<remote>) with one visible text changed into another folder, with the
// remote's own webpack config: the "new version" of the independent deployment test. The app's
// sources and its dist/ stay untouched; a pre-loader swaps the text (and, with --prepend, adds a
// line such as an import at the top of the file where it did). With --kit <dir> the build uses the
// module kit in <dir> (a copy of packages/ui, see newer-kit.js) instead of packages/ui, shared under
// ^<its version>, as a team that upgraded the kit would build. --expect names the text the built
// code must contain (default: the replacement, which is not verbatim in the output when it is code).
//
//   node e2e/support/build-changed-remote.js <remote> <outDir> <search> <replace>
//     [--prepend <text>] [--kit <dir>] [--expect <text>]
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from './paths.js';

/** The kit's shared entries (tools/webpack/shared.cjs) and their files. */
const KIT_ENTRIES = { '@tradeboard/ui': 'src/index.ts', '@tradeboard/ui/forms': 'src/forms.ts' };

/**
 * The build's plugins with the module kit taken from `kitDir` and shared under ^<its version>.
 * @param {any} base the remote's webpack config
 * @param {string} kitDir
 * @param {NodeJS.Require} require
 */
async function withKit(base, kitDir, require) {
  const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
  const { version } = JSON.parse(await readFile(path.join(kitDir, 'package.json'), 'utf8'));
  const plugins = base.plugins.map((/** @type {any} */ plugin) => {
    if (plugin.constructor.name !== 'ModuleFederationPlugin') return plugin;
    const options = plugin._options;
    const kit = Object.fromEntries(
      Object.keys(KIT_ENTRIES).map((entry) => [entry, { ...options.shared[entry], requiredVersion: `^${version}` }]),
    );
    return new ModuleFederationPlugin({ ...options, shared: { ...options.shared, ...kit } });
  });
  const alias = {
    ...base.resolve?.alias,
    ...Object.fromEntries(Object.entries(KIT_ENTRIES).map(([entry, file]) => [`${entry}$`, path.join(kitDir, file)])),
  };
  return { plugins, resolve: { ...base.resolve, alias } };
}

/**
 * @param {{ remote: string, outDir: string, search: string, replace: string, prepend?: string, kitDir?: string,
 *   expected?: string }} options
 * @returns {Promise<void>}
 */
export async function buildChangedRemote({ remote, outDir, search, replace, prepend, kitDir, expected = replace }) {
  const appDir = path.join(REPO_ROOT, 'apps', remote);
  const require = createRequire(path.join(appDir, 'package.json'));
  const webpack = require('webpack');
  const createConfig = require(path.join(appDir, 'webpack.config.cjs'));
  const base = typeof createConfig === 'function' ? createConfig({}, { mode: 'production' }) : createConfig;
  const config = {
    ...base,
    ...(kitDir ? await withKit(base, kitDir, require) : {}),
    output: { ...base.output, path: outDir },
    // Same production build, minus minification and source maps: the test needs a changed
    // remote, not the smallest one, and this halves the build time on two cores.
    devtool: false,
    optimization: { ...base.optimization, minimize: false },
    module: {
      ...base.module,
      rules: [
        {
          test: /\.tsx?$/,
          include: path.join(appDir, 'src'),
          enforce: 'pre',
          use: [
            {
              loader: fileURLToPath(new URL('./replace-text-loader.cjs', import.meta.url)),
              options: { search, replace, prepend },
            },
          ],
        },
        ...(base.module?.rules ?? []),
      ],
    },
  };
  const stats = await new Promise((resolve, reject) => {
    webpack(config, (error, result) => {
      if (error) reject(error);
      else if (!result || result.hasErrors()) reject(new Error(result?.toString('errors-only') ?? 'webpack failed'));
      else resolve(result);
    });
  });
  void stats;
  // The swap must have reached the built code, or the test would prove nothing.
  const files = (await readdir(outDir)).filter((file) => file.endsWith('.js'));
  const contents = await Promise.all(files.map((file) => readFile(path.join(outDir, file), 'utf8')));
  if (!contents.some((text) => text.includes(expected))) {
    throw new Error(`"${search}" was not found in apps/${remote}/src, so the changed build shows nothing new`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  /** @param {string} flag */
  const option = (flag) => {
    const at = args.indexOf(flag);
    return at < 0 ? undefined : args.splice(at, 2)[1];
  };
  const prepend = option('--prepend');
  const kitDir = option('--kit');
  const expected = option('--expect');
  const [remote, outDir, search, replace] = args;
  if (!remote || !outDir || !search || !replace) {
    console.error(
      'usage: node build-changed-remote.js <remote> <outDir> <search> <replace> [--prepend <text>] [--kit <dir>] [--expect <text>]',
    );
    process.exit(2);
  }
  buildChangedRemote({
    remote,
    outDir: path.resolve(outDir),
    search,
    replace,
    prepend,
    kitDir: kitDir && path.resolve(kitDir),
    expected,
  }).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
