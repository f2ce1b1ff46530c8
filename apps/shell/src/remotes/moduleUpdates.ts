/**
 * A module deployed or rolled back while the page is open (the live stream names 'modules', or
 * resets): the next view the page loads (a tab change, a navigation, a Retry) reads /remotes.json
 * again and, for a module whose entry moved, loads the new version from its new (versioned) URL:
 * registered afresh when the page has not run that module yet, else by loading the page afresh
 * (manifest.ts: two builds of one remote cannot share a page). Views already on screen are left
 * alone until then, so nobody loses a form half filled.
 */
import type { LiveConnection } from '@tradeboard/runtime';
import { markManifestStale } from './manifestStale.js';

export function followModuleDeploys(live: LiveConnection): () => void {
  return live.onMessage((message) => {
    if (message.type === 'reset' || message.resources.includes('modules')) markManifestStale();
  });
}
