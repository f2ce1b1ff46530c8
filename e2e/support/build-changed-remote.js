// Builds a remote (apps/<remote>) with one visible text changed into another folder, with the
// remote's own webpack config: the "new version" of the independent deployment test. The app's
// sources and its dist/ stay untouched; a pre-loader swaps the text.
//
//   node e2e/support/build-changed-remote.js <remote> <outDir> <search> <replace>
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from './paths.js';

/**
 * @param {{ remote: string, outDir: string, search: string, replace: string }} options
 * @returns {Promise<void>}
 */
export async function buildChangedRemote({ remote, outDir, search, replace }) {
  const appDir = path.join(REPO_ROOT, 'apps', remote);
  const require = createRequire(path.join(appDir, 'package.json'));
  const webpack = require('webpack');
  const createConfig = require(path.join(appDir, 'webpack.config.cjs'));
  const base = typeof createConfig === 'function' ? createConfig({}, { mode: 'production' }) : createConfig;
  const config = {
    ...base,
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
              options: { search, replace },
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
  if (!contents.some((text) => text.includes(replace))) {
    throw new Error(`"${search}" was not found in apps/${remote}/src, so the changed build shows nothing new`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [remote, outDir, search, replace] = process.argv.slice(2);
  if (!remote || !outDir || !search || !replace) {
    console.error('usage: node build-changed-remote.js <remote> <outDir> <search> <replace>');
    process.exit(2);
  }
  buildChangedRemote({ remote, outDir: path.resolve(outDir), search, replace }).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
