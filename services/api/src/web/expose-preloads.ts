/**
 * The scripts a remote's `views` expose loads first, read from the mf-manifest.json that Module
 * Federation writes beside its remoteEntry.js (`exposes[views].assets.js.sync`). The page preloads
 * them with the entry, so they download while the shell's own code still runs: without it the heat
 * map's views chunk was only requested once the shell had run, 1.4 s after its entry on an emulated
 * phone (issue 25).
 *
 * Only for a module served from this server's web root at its default URL
 * (`/modules/<name>/remoteEntry.js`); an uploaded build or one hosted elsewhere gets its entry
 * preloaded, as before, and nothing more.
 */
import path from 'node:path';
import type { RemoteModuleName } from '@tradeboard/types';
import { z } from 'zod';
import { fileReader } from './file-reader.js';
import { defaultRemoteUrl } from './remotes-manifest.js';

/** What this reads of a manifest; anything else in it is ignored. */
const manifestShape = z.object({
  exposes: z.array(
    z.object({
      name: z.string(),
      assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }),
    }),
  ),
});

/** A chunk file name as webpack writes it: no folder, no scheme, nothing to escape. */
export const CHUNK_FILE = /^[\w.-]+\.js$/;

/** The views' first chunks named in a manifest (only plain chunk file names). */
function viewsSyncChunks(text: string): string[] {
  const manifest = manifestShape.parse(JSON.parse(text));
  const views = manifest.exposes.find((expose) => expose.name === 'views');
  return (views?.assets.js.sync ?? []).filter((chunk) => CHUNK_FILE.test(chunk));
}

export function exposePreloads(remoteDist: (name: RemoteModuleName) => string) {
  const readers = new Map<RemoteModuleName, () => Promise<string[]>>();
  const syncFiles = (name: RemoteModuleName): Promise<string[]> => {
    let read = readers.get(name);
    if (!read) {
      read = fileReader(path.join(remoteDist(name), 'mf-manifest.json'), viewsSyncChunks);
      readers.set(name, read);
    }
    // No manifest (a build without one) or one this does not understand: the entry alone is preloaded.
    return read().catch(() => []);
  };

  /** The URLs to preload for these modules, given the URL each one's entry is served from. */
  return async (names: RemoteModuleName[], entryUrl: (name: RemoteModuleName) => string | undefined) => {
    const served = names.filter((name) => entryUrl(name) === defaultRemoteUrl(name));
    const lists = await Promise.all(
      served.map(async (name) => (await syncFiles(name)).map((chunk) => `/modules/${name}/${chunk}`)),
    );
    return lists.flat();
  };
}
