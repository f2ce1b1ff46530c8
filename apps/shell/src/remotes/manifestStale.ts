/**
 * A module was deployed or rolled back since the manifest was read: read it again at the next view
 * load (manifest.ts). A module of its own, so the page's start-up (moduleUpdates.ts) sets it without
 * downloading the manifest's code, which /login never runs (issue 25).
 */
export const manifestState = { stale: false };

/** The live stream said 'modules': the next view load reads /remotes.json again (never a mounted view). */
export function markManifestStale(): void {
  manifestState.stale = true;
}
