// Builds the Lighthouse bench's one-bundle baseline (issue 25): the shell and the remotes' views as
// one plain webpack build without Module Federation, to compare the federated build's cold loads
// with. It is the shell's own webpack config (the preset's production mode, minification, chunk
// splitting and brotli copies), minus its ModuleFederationPlugin, with:
// - each `<remote>/views` resolved to the file that remote's own webpack config exposes;
// - the shell's two modules that talk to the federation runtime swapped for loadView.js (imports
//   the views above) and prefetchViews.js (nothing to prefetch);
// - the shell's prerendered frames (dist/frames.json) copied, so both builds paint the same frame.
// The result is a web root for the API (WEB_ROOT): <webRoot>/shell/dist and no remote.
//
//   node bench/one-bundle/build.js <webRoot>      (after a build of the shell, for its frames)
import { copyFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT, SHELL_DIST } from '../../support/paths.js';

const REMOTES = ['heatmap', 'funds', 'flow', 'library'];
const SHELL_DIR = path.join(REPO_ROOT, 'apps/shell');
/** The shell's modules that load views through Module Federation, and what replaces each. */
const REPLACED = {
  'loadView.ts': fileURLToPath(new URL('./loadView.js', import.meta.url)),
  'prefetchViews.ts': fileURLToPath(new URL('./prefetchViews.js', import.meta.url)),
};

/**
 * apps/<app>/webpack.config.cjs in production mode.
 * @param {NodeJS.Require} require
 * @param {string} app
 * @returns {any}
 */
function appConfig(require, app) {
  const create = require(path.join(REPO_ROOT, 'apps', app, 'webpack.config.cjs'));
  const config = typeof create === 'function' ? create({}, { mode: 'production' }) : create;
  // The shell's is a list: its federated build, then its /login page built on its own. The views
  // are the federated build's; without login.html the baseline serves /login from its one bundle.
  return Array.isArray(config) ? config.find((each) => federationPlugin(each)) : config;
}

/** @param {any} config */
const federationPlugin = (config) =>
  config.plugins.find((/** @type {any} */ plugin) => plugin.constructor.name === 'ModuleFederationPlugin');

/**
 * @param {string} webRoot  the build goes to <webRoot>/shell/dist (emptied first)
 * @returns {Promise<string>} webRoot
 */
export async function buildOneBundle(webRoot) {
  const require = createRequire(path.join(SHELL_DIR, 'package.json'));
  const webpack = require('webpack');
  const shell = appConfig(require, 'shell');
  const federation = federationPlugin(shell);
  if (!federation) throw new Error("apps/shell's webpack config has no ModuleFederationPlugin to take out");
  // `<remote>/views$`: exactly the request, as the shell's loadRemote(`${remote}/views`) names it.
  const alias = Object.fromEntries(
    REMOTES.map((remote) => {
      const config = appConfig(require, remote);
      return [`${remote}/views$`, path.resolve(config.context, federationPlugin(config)._options.exposes['./views'])];
    }),
  );
  const outDir = path.join(webRoot, 'shell', 'dist');
  const config = {
    ...shell,
    output: { ...shell.output, path: outDir },
    resolve: { ...shell.resolve, alias: { ...shell.resolve.alias, ...alias } },
    plugins: [
      ...shell.plugins.filter((/** @type {any} */ plugin) => plugin !== federation),
      ...Object.entries(REPLACED).map(
        ([file, replacement]) =>
          new webpack.NormalModuleReplacementPlugin(
            new RegExp(`[\\\\/]apps[\\\\/]shell[\\\\/]src[\\\\/]remotes[\\\\/]${file.replace('.', '\\.')}$`),
            replacement,
          ),
      ),
    ],
  };
  await new Promise((resolve, reject) => {
    webpack(config, (/** @type {Error | null} */ error, /** @type {any} */ stats) => {
      if (error) reject(error);
      else if (!stats || stats.hasErrors()) reject(new Error(stats?.toString('errors-only') ?? 'webpack failed'));
      else resolve(stats);
    });
  });
  await copyFile(path.join(SHELL_DIST, 'frames.json'), path.join(outDir, 'frames.json'));

  // Keep it honest: nothing of Module Federation may be left in the baseline.
  const files = await readdir(outDir);
  const federated = files.filter((file) => /^(remoteEntry\.js|mf-manifest\.json)$/.test(file));
  if (federated.length > 0) throw new Error(`the one-bundle build has ${federated.join(', ')}`);
  return webRoot;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [webRoot] = process.argv.slice(2);
  if (!webRoot) {
    console.error('usage: node bench/one-bundle/build.js <webRoot>');
    process.exit(2);
  }
  buildOneBundle(path.resolve(webRoot)).then(
    (root) => console.log(`one-bundle baseline built in ${path.join(root, 'shell', 'dist')}`),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
