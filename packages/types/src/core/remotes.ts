/** The remote modules a remotes manifest (GET /remotes.json) may name; RemotesManifestSchema (../remotes.ts) is built on it. */

export const REMOTE_NAMES = ['heatmap', 'funds', 'flow', 'library'] as const;
export type RemoteModuleName = (typeof REMOTE_NAMES)[number];
