// The library remote: exposes its views as single-spa parcels (see @tradeboard/ui contract).
const { createFederatedConfig } = require('@tradeboard/tools/webpack');

module.exports = createFederatedConfig({
  name: 'library',
  dirname: __dirname,
  exposes: { './views': './src/views.ts' },
});
