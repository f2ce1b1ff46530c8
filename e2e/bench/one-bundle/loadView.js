// The one-bundle baseline's view loader: build.js puts it in place of the shell's
// src/remotes/loadView.ts. Each module's views are compiled into the same build from their source,
// as a chunk that loads when the first slot showing them mounts, where the shell asks the Module
// Federation runtime for `<remote>/views` (the remote's remoteEntry.js, then its chunks).
import { RemoteViewError } from '@tradeboard/shell/src/remotes/RemoteViewError.js';

/** The four modules' views. A module added later is not in the baseline: its slots say so. */
const VIEWS = {
  heatmap: () => import('heatmap/views'),
  funds: () => import('funds/views'),
  flow: () => import('flow/views'),
  library: () => import('library/views'),
};

/**
 * The shell's loadView without the manifest and the federation runtime.
 * @param {{ remote: string, view: string }} ref
 * @returns {Promise<import('single-spa').ParcelConfig<import('@tradeboard/runtime/contract').ParcelProps>>}
 */
export async function loadView({ remote, view }) {
  const load = Object.hasOwn(VIEWS, remote) ? VIEWS[/** @type {keyof VIEWS} */ (remote)] : undefined;
  if (!load) throw new RemoteViewError('not-deployed', `The ${remote} module is not in the one-bundle build.`);
  const { views } = await load();
  const config = Object.hasOwn(views, view) ? views[/** @type {keyof views} */ (view)] : undefined;
  if (!config) throw new RemoteViewError('missing-view', `The ${remote} module does not provide the "${view}" view.`);
  return config;
}
