/** The remote modules a remotes manifest (GET /remotes.json) may name; RemotesManifestSchema (../remotes.ts) is built on it. */

export const REMOTE_NAMES = ['heatmap', 'funds', 'flow', 'library'] as const;
export type RemoteModuleName = (typeof REMOTE_NAMES)[number];

/** The views each remote exposes under `./views` (the shell mounts them; a deploy must provide all of them). */
export const REMOTE_VIEWS = {
  heatmap: ['admin-heatmap', 'student-heatmap', 'bot-positions'],
  funds: [
    'daily-activity-banner',
    'main-fund',
    'fund-holdings',
    'portfolio-overview',
    'student-portfolio',
    'position-calculator',
  ],
  flow: ['admin-flow', 'student-flow'],
  library: ['admin-library', 'student-library'],
} as const satisfies Record<RemoteModuleName, readonly string[]>;

/**
 * The shell/remote contract version this shell speaks (views under `./views`, ParcelProps). A remote's
 * mf-manifest.json names the version it was built against (`metaData.contractVersion`, written by
 * tools/webpack/contractVersion.cjs); the deploy API refuses another one.
 */
export const MODULE_CONTRACT_VERSION = 1;
