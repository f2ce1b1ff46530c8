import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ParcelProps, RemoteViewsModule } from '@tradeboard/runtime';
import type { ParcelConfig } from 'single-spa';
import { loadManifest, markRemoteLoaded, reloadManifest, resetRemote } from './manifest.js';
import { RemoteViewError } from './RemoteViewError.js';
import type { ViewRef } from './viewMap.js';

/**
 * Load `<remote>/views` and pick one parcel config. `retry` reads /remotes.json again (a module
 * added or moved since the page loaded) and refetches the remote's remoteEntry.js.
 */
export async function loadView({ remote, view }: ViewRef, { retry = false } = {}): Promise<ParcelConfig<ParcelProps>> {
  const manifest = await (retry ? reloadManifest() : loadManifest()).catch((error: unknown) => {
    throw new RemoteViewError(
      'load-failed',
      `The list of modules (/remotes.json) could not be loaded: ${describe(error)}.`,
    );
  });
  const entry = manifest[remote];
  if (!entry) {
    throw new RemoteViewError(
      'not-deployed',
      `The ${remote} module is not deployed yet (it is not listed in /remotes.json).`,
    );
  }
  if (retry) resetRemote(remote, entry);

  let module: RemoteViewsModule | null;
  try {
    module = await loadRemote<RemoteViewsModule>(`${remote}/views`);
  } catch (error) {
    console.error(`[shell] loading ${remote} from ${entry} failed:`, error);
    throw new RemoteViewError(
      'load-failed',
      `The ${remote} module did not load from ${entry}. Its server may be down, or it is not deployed yet.`,
    );
  }
  markRemoteLoaded(remote);
  const config = module?.views?.[view as keyof RemoteViewsModule['views']];
  if (!config) throw new RemoteViewError('missing-view', `The ${remote} module does not provide the "${view}" view.`);
  return config;
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]!.trim() || 'unknown error';
}
