/**
 * The remote modules a remotes manifest (GET /remotes.json) may name; RemotesManifestSchema (../remotes.ts)
 * is built on them. Names and views come from the module registry (./module-registry.ts).
 */
export { REMOTE_NAMES, REMOTE_VIEWS, type RemoteModuleName } from './module-registry.js';

/**
 * The shell/remote contract version this shell speaks (views under `./views`, ParcelProps). A remote's
 * mf-manifest.json names the version it was built against (`metaData.contractVersion`, written by
 * tools/webpack/contractVersion.cjs); the deploy API refuses another one.
 */
export const MODULE_CONTRACT_VERSION = 1;
