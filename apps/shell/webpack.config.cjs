// The shell is the Module Federation host: no remotes are baked in; they come from /remotes.json.
// A production build also writes the /login page, built on its own without federation
// (src/loginPage.tsx, tools/webpack/standalonePage.cjs).
const { createFederatedConfig } = require('@tradeboard/tools/webpack');
const { createStandalonePageConfig, standalonePageFiles } = require('@tradeboard/tools/webpack/standalonePage');

const federated = createFederatedConfig({
  name: 'shell',
  dirname: __dirname,
  isHost: true,
  devPort: 3001,
  keep: standalonePageFiles('login'),
});

module.exports = (env, argv = {}) =>
  argv.mode === 'development' || env?.WEBPACK_SERVE
    ? federated(env, argv)
    : [
        federated(env, argv),
        createStandalonePageConfig({ name: 'login', dirname: __dirname, entry: './src/loginPage.tsx' }),
      ];
