// The shell/remote contract version a build speaks, written into its mf-manifest.json
// (`metaData.contractVersion`). The API refuses a deploy whose manifest names another version than
// MODULE_CONTRACT_VERSION in @tradeboard/types/core; a test keeps the two numbers equal.
const CONTRACT_VERSION = 1;

/** ModuleFederationPlugin `manifest.additionalData`: adds the contract version to the manifest. */
function addContractVersion({ stats }) {
  stats.metaData.contractVersion = CONTRACT_VERSION;
  return stats;
}

module.exports = { CONTRACT_VERSION, addContractVersion };
