// The shell is the Module Federation host: no remotes are baked in; they come from /remotes.json.
const { createFederatedConfig } = require('@tradeboard/tools/webpack');

module.exports = createFederatedConfig({ name: 'shell', dirname: __dirname, isHost: true, devPort: 3001 });
