/**
 * The scripts a remote's `views` expose loads first, read from the mf-manifest.json that Module
 * Federation writes beside its remoteEntry.js (`exposes[views].assets.js.sync`), and the code of the
 * views the page shows first: a view made with `createLazyViewParcel` is a chunk of its own, named
 * `view-<view key>` (`webpackChunkName`), among the expose's async assets (a view that shares
 * another's chunk, as the funds banner shares Main Fund's, adds none of its own). The page preloads them
 * with the entry, so they download while the shell's own code still runs: without it the heat
 * map's views chunk was only requested once the shell had run, 1.4 s after its entry on an emulated
 * phone (issue 25).
 *
 * Only for a module served from this server's web root at its default URL
 * (`/modules/<name>/remoteEntry.js`); an uploaded build or one hosted elsewhere gets its entry
 * preloaded, as before, and nothing more.
 */
import path from 'node:path';
import type { RemoteModuleName, RemoteViewKey } from '@tradeboard/types';
import { z } from 'zod';
import { fileReader } from './file-reader.js';
import { defaultRemoteUrl } from './remotes-manifest.js';
import type { FirstView } from './shell-page.js';

/** What this reads of a manifest; anything else in it is ignored. */
const manifestShape = z.object({
  exposes: z.array(
    z.object({
      name: z.string(),
      assets: z.object({ js: z.object({ sync: z.array(z.string()), async: z.array(z.string()).default([]) }) }),
    }),
  ),
});

/** A chunk file name as webpack writes it: no folder, no scheme, nothing to escape. */
export const CHUNK_FILE = /^[\w.-]+\.js$/;

/** The chunk a lazily loaded view's code is in: `view-<key>.<hash>.js` (its `webpackChunkName`). */
export const viewChunkPrefix = (view: RemoteViewKey) => `view-${view}.`;

interface ViewsChunks {
  /** What the expose loads first. */
  sync: string[];
  /** What it may load later (each lazy view's chunk among them). */
  async: string[];
}

/** The views expose's chunks named in a manifest (only plain chunk file names). */
function viewsChunks(text: string): ViewsChunks {
  const manifest = manifestShape.parse(JSON.parse(text));
  const views = manifest.exposes.find((expose) => expose.name === 'views');
  const plain = (chunks: string[] = []) => chunks.filter((chunk) => CHUNK_FILE.test(chunk));
  return { sync: plain(views?.assets.js.sync), async: plain(views?.assets.js.async) };
}

export function exposePreloads(remoteDist: (name: RemoteModuleName) => string) {
  const readers = new Map<RemoteModuleName, () => Promise<ViewsChunks>>();
  const chunksOf = (name: RemoteModuleName): Promise<ViewsChunks> => {
    let read = readers.get(name);
    if (!read) {
      read = fileReader(path.join(remoteDist(name), 'mf-manifest.json'), viewsChunks);
      readers.set(name, read);
    }
    // No manifest (a build without one) or one this does not understand: the entry alone is preloaded.
    return read().catch(() => ({ sync: [], async: [] }));
  };

  /**
   * The URLs to preload for these modules, given the URL each one's entry is served from: the views
   * expose's first chunks, then the chunk of each of `views` (those the page shows first) that has one.
   */
  return async (
    names: RemoteModuleName[],
    entryUrl: (name: RemoteModuleName) => string | undefined,
    views: FirstView[] = [],
  ) => {
    const served = names.filter((name) => entryUrl(name) === defaultRemoteUrl(name));
    const lists = await Promise.all(
      served.map(async (name) => {
        const chunks = await chunksOf(name);
        const shown = views
          .filter((view) => view.remote === name)
          .flatMap(({ view }) => chunks.async.filter((chunk) => chunk.startsWith(viewChunkPrefix(view))));
        return [...chunks.sync, ...shown].map((chunk) => `/modules/${name}/${chunk}`);
      }),
    );
    return lists.flat();
  };
}
