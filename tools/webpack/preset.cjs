// The one webpack + Module Federation preset of the front ends (shell and every remote).
// Usage in an app's webpack.config.cjs:
//   module.exports = createFederatedConfig({ name: 'heatmap', dirname: __dirname,
//     exposes: { './views': './src/views.ts' } });
// A module's dev port is its `devPort` in the module registry (packages/types/src/core/module-registry.ts).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared.cjs');
const { BrowserBundleGuardPlugin } = require('./bundleGuard.cjs');
const { HOST_DEV_PORTS, devPorts, devManifestMiddleware } = require('./devManifest.cjs');
const { addContractVersion } = require('./contractVersion.cjs');
const { PrecompressPlugin } = require('./precompress.cjs');
const { EmptySourceMapsPlugin } = require('./emptySourceMaps.cjs');
const { MuiChunksPlugin } = require('./muiChunks.cjs');
const { RouteScriptsPlugin } = require('./routeScripts.cjs');

const API_ORIGIN = process.env.API_ORIGIN || `http://127.0.0.1:${HOST_DEV_PORTS.api}`;
/** Paths the shell's dev server forwards to the API (same origin in the browser, so cookies work). */
const API_PATHS = ['/api', '/uploads', '/remotes.json', '/modules'];

function swcRule(test, tsx) {
  return {
    test,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx },
          // Always the production JSX transform: `react/jsx-runtime` is a shared singleton, so a
          // remote built in development mode still runs with the host's React (and vice versa).
          transform: { react: { runtime: 'automatic', development: false } },
          target: 'es2022',
        },
        sourceMaps: true,
      },
    },
  };
}

/** How every front-end build resolves and compiles its sources. */
const RESOLVE = {
  extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'],
  // TypeScript sources import siblings as './x.js'.
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.jsx': ['.tsx', '.jsx'] },
  conditionNames: ['@tradeboard/source', 'browser', 'import', 'module', 'default'],
};
const MODULE_RULES = [
  swcRule(/\.[cm]?ts$/, false),
  swcRule(/\.tsx$/, true),
  { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: 'asset/resource' },
];

function devServer({ isHost, devPort }) {
  return {
    host: '127.0.0.1',
    port: devPort,
    allowedHosts: 'all',
    // Remotes are fetched cross-origin by the shell page.
    headers: {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, OPTIONS',
      'Access-Control-Allow-Headers': '*',
    },
    hot: false,
    liveReload: true,
    historyApiFallback: isHost,
    // A remote's reload client must talk to its own server, not the page's origin.
    client: {
      overlay: { errors: true, warnings: false, runtimeErrors: false },
      webSocketURL: `ws://127.0.0.1:${devPort}/ws`,
    },
    ...(isHost
      ? {
          proxy: [{ context: API_PATHS, target: API_ORIGIN, changeOrigin: false, ws: false }],
          // Runs before the proxy: the API's manifest, pointed at the remote dev servers that are up.
          setupMiddlewares: (middlewares) => [
            { name: 'dev-remotes-manifest', path: '/remotes.json', middleware: devManifestMiddleware(API_ORIGIN) },
            ...middlewares,
          ],
        }
      : {}),
  };
}

/**
 * @param {{
 *   name: string,               // container name: 'shell' or a module's name, e.g. 'heatmap', 'watchlist-news'
 *   dirname: string,            // the app folder (webpack context; output goes to <dirname>/dist)
 *   exposes?: Record<string, string>,  // remotes: { './views': './src/views.ts' }
 *   isHost?: boolean,           // the shell: gets an HTML page, history fallback and the API proxy
 *   entry?: string,             // host entry (default './src/index.ts')
 *   devPort?: number,           // default (under `webpack serve`): the module registry's devPort for `name`
 *   template?: string,          // host HTML template (default: the preset's index.html)
 *   title?: string,
 *   keep?: RegExp,              // dist files of another build this one must not delete (the shell's /login page)
 * }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createFederatedConfig(options) {
  const { name, dirname, exposes = {}, isHost = false, devPort } = options;
  // A JS identifier (the container is `var <name>`) or a module name such as 'watchlist-news' (not a
  // valid `var`: the container assigns self['watchlist-news'], where the Module Federation runtime and
  // the API's container check look for it just the same).
  const isIdentifier = /^[A-Za-z_$][\w$]*$/.test(name);
  if (!isIdentifier && !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
    throw new Error(`Federated name must be a JS identifier or lower-case words joined by '-': ${name}`);
  }

  return (env, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isDev = mode === 'development';
    const template = options.template ?? path.join(__dirname, 'index.html');
    const muiChunks = new MuiChunksPlugin();

    return {
      mode,
      context: dirname,
      // A remote has no entry of its own: ModuleFederationPlugin adds remoteEntry.js.
      entry: isHost ? { main: options.entry ?? './src/index.ts' } : {},
      // No eval-based source maps: the API's Content-Security-Policy forbids eval.
      devtool: isDev ? 'cheap-module-source-map' : 'source-map',
      output: {
        path: path.join(dirname, 'dist'),
        publicPath: 'auto',
        filename: '[name].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: name,
        // `keep`: files another build writes into the same folder (the shell's /login page).
        clean: options.keep ? { keep: options.keep } : true,
      },
      resolve: RESOLVE,
      module: { rules: MODULE_RULES },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isIdentifier ? {} : { library: { type: 'global', name } }),
          filename: 'remoteEntry.js',
          exposes,
          // Remotes are registered at run time from /remotes.json: nothing is baked in.
          remotes: {},
          shared: sharedSingletons({ isHost, context: dirname }),
          // Use what the page already loaded (the host's copies) instead of first fetching every
          // registered remoteEntry.js to compare versions: a remote that is down or slow must not
          // delay the others.
          shareStrategy: 'loaded-first',
          // Offline machine: no type generation or fetching, no dev helpers that reach out.
          dts: false,
          // mf-manifest.json next to remoteEntry.js: the shared versions the build used, read by the
          // API's deploy checks, plus the shell/remote contract version it was built against.
          manifest: { additionalData: addContractVersion },
          dev: false,
          // One copy of the federation runtime per page: the shell's. It sets it as a global when it
          // starts, and a remote's remoteEntry.js takes it from there instead of bringing its own
          // (~17 KiB compressed each). The API's container check gives a build the same runtime.
          // The shell's copy without the snapshot plugin (for remotes named by an mf-manifest.json,
          // which we never register) and the Node.js loaders: 3.6 KiB less in main.js.
          experiments: isHost
            ? { provideExternalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } }
            : { externalRuntime: true },
        }),
        new BrowserBundleGuardPlugin(),
        ...(isDev ? [] : [new EmptySourceMapsPlugin(), new PrecompressPlugin()]),
        ...(isHost
          ? [
              muiChunks,
              new RouteScriptsPlugin(),
              new HtmlWebpackPlugin({
                template,
                title: options.title ?? 'Tradeboard',
                // Copied next to index.html and linked from it (a missing /favicon.ico is a console error).
                favicon: path.join(__dirname, 'favicon.svg'),
                // Absolute script URLs so deep links (/admin/heatmap) load the bundle from '/'.
                publicPath: '/',
                chunks: ['main'],
              }),
            ]
          : []),
      ],
      optimization: {
        moduleIds: isDev ? 'named' : 'deterministic',
        chunkIds: isDev ? 'named' : 'deterministic',
        // The host's async chunks share modules through chunks of their own, however small, rather
        // than a copy in each (webpack's default below 20 kB), so a page downloads each module once.
        // Its MUI, one shared module per path, goes to three files (muiChunks.cjs). Remotes keep
        // webpack's defaults.
        ...(isHost
          ? {
              splitChunks: {
                minSize: 0,
                maxAsyncRequests: 100,
                cacheGroups: muiChunks.cacheGroups,
              },
            }
          : {}),
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
      // The registry is read (with tsx) only when serving: a build needs no port.
      devServer: devServer({ isHost, devPort: devPort ?? (env?.WEBPACK_SERVE ? devPorts()[name] : undefined) }),
      // Keep build caches inside the app so turbo/clean builds stay independent.
      cache: isDev ? { type: 'filesystem', cacheDirectory: path.join(dirname, 'node_modules/.cache/webpack') } : false,
    };
  };
}

module.exports = { createFederatedConfig, API_PATHS, HOST_DEV_PORTS, RESOLVE, MODULE_RULES };
