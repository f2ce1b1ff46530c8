// The __NAME__ remote: exposes its views as single-spa parcels (see the @tradeboard/ui contract).
const { createFederatedConfig } = require('@tradeboard/tools/webpack');

module.exports = createFederatedConfig({
  name: '__NAME__',
  dirname: __dirname,
  exposes: { './views': './src/views.ts' },
});
