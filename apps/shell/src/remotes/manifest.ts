/**
 * The remotes manifest (GET /remotes.json) and its registration with the Module Federation
 * runtime. Nothing about where a remote lives is baked into the shell build.
 */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { RemotesManifestSchema } from '@tradeboard/types';
import type { RemoteName, RemotesManifest } from '@tradeboard/ui';

export const MANIFEST_URL = '/remotes.json';

let manifestPromise: Promise<RemotesManifest> | null = null;

async function fetchManifest(): Promise<RemotesManifest> {
  const response = await fetch(MANIFEST_URL, { credentials: 'include', cache: 'no-store' });
  if (!response.ok) throw new Error(`${MANIFEST_URL} answered ${response.status} ${response.statusText}`.trim());
  const manifest = RemotesManifestSchema.parse(await response.json()) as RemotesManifest;
  registerRemotes(
    Object.entries(manifest).map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href })),
  );
  return manifest;
}

/** Fetched once per page load; a failed fetch is forgotten so Retry can try again. */
export function loadManifest(): Promise<RemotesManifest> {
  manifestPromise ??= fetchManifest().catch((error: unknown) => {
    manifestPromise = null;
    throw error;
  });
  return manifestPromise;
}

/** Forget a remote that failed so the next load fetches its remoteEntry.js again. */
export function resetRemote(name: RemoteName, entry: string): void {
  registerRemotes([{ name, entry: new URL(entry, window.location.href).href }], { force: true });
}

/** For tests. */
export function forgetManifest(): void {
  manifestPromise = null;
}
