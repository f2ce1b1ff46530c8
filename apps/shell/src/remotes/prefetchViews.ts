/**
 * Desktop tabs: only the active tab's module loads; once the browser is idle, the entries of the
 * other tabs' modules are prefetched (a low-priority download, nothing runs), so switching tab
 * does not wait for a round trip.
 */
import { useEffect } from 'react';
import { whenIdle } from '../startup/whenIdle.js';
import { loadManifest } from './manifest.js';
import type { ViewRef } from './viewMap.js';

const prefetched = new Set<string>();

/** Adds `<link rel="prefetch">` for each remote's entry once (the page keeps them). */
function prefetchRemoteEntries(remotes: readonly string[]): Promise<void> {
  return loadManifest().then(
    (manifest) => {
      for (const remote of remotes) {
        const entry = manifest[remote as keyof typeof manifest];
        if (!entry || prefetched.has(entry)) continue;
        prefetched.add(entry);
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.href = entry;
        document.head.append(link);
      }
    },
    // Without a manifest there is nothing to prefetch; the tab itself reports the failure.
    () => undefined,
  );
}

/** After the active view has settled and the browser is idle, prefetch the other views' modules. */
export function usePrefetchViews(views: readonly ViewRef[], active: ViewRef, ready: boolean): void {
  const others = [...new Set(views.map((view) => view.remote).filter((remote) => remote !== active.remote))].join();
  useEffect(() => {
    if (!ready || !others) return undefined;
    return whenIdle(() => void prefetchRemoteEntries(others.split(',')));
  }, [ready, others]);
}
