// A page of the host built on its own, without Module Federation: the shell's /login (issue 25).
// A cold /login then downloads one script with the form, React and MUI, instead of the federation
// runtime, its share negotiation and a chunk per shared library. The page shares nothing with the
// dashboards at run time: leaving it loads the next page in full. Written into the host's dist next
// to the federated build (which keeps these files: createFederatedConfig's `keep`), as
// `<name>.html` and `<name>.<hash>.js`; the API serves `<name>.html` for the route.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { BrowserBundleGuardPlugin } = require('./bundleGuard.cjs');
const { PrecompressPlugin } = require('./precompress.cjs');
const { EmptySourceMapsPlugin } = require('./emptySourceMaps.cjs');
const { MODULE_RULES, RESOLVE } = require('./preset.cjs');

/** The files a standalone page writes into the host's dist, for the host build's `keep`. */
const standalonePageFiles = (name) => new RegExp(`^${name}\\.`);

/**
 * Production only: under `webpack serve` the host's own build serves the route, as before.
 * @param {{ name: string, dirname: string, entry: string, title?: string }} options
 * @returns {import('webpack').Configuration}
 */
function createStandalonePageConfig({ name, dirname, entry, title = 'Tradeboard' }) {
  return {
    name,
    mode: 'production',
    context: dirname,
    entry: { [name]: entry },
    devtool: 'source-map',
    output: {
      path: path.join(dirname, 'dist'),
      publicPath: '/',
      filename: `${name}.[contenthash:10].js`,
      chunkFilename: `${name}.[name].[contenthash:10].js`,
      // The folder is the host build's, which cleans it.
      clean: false,
    },
    resolve: RESOLVE,
    module: { rules: MODULE_RULES },
    plugins: [
      new BrowserBundleGuardPlugin(),
      new EmptySourceMapsPlugin(),
      new PrecompressPlugin(),
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        filename: `${name}.html`,
        title,
        favicon: path.join(__dirname, 'favicon.svg'),
        publicPath: '/',
      }),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
    cache: false,
  };
}

module.exports = { createStandalonePageConfig, standalonePageFiles };
