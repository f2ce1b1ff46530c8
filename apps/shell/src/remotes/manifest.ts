/**
 * The remotes manifest (GET /remotes.json) and its registration with the Module Federation
 * runtime. Nothing about where a remote lives is baked into the shell build.
 */
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES } from '@tradeboard/types/core';
import type { RemoteName, RemotesManifest } from '@tradeboard/runtime';
import { manifestState } from './manifestStale.js';

const MANIFEST_URL = '/remotes.json';
/** The API inlines the manifest into the served page (a JSON data block), saving a round trip. */
export const INLINE_MANIFEST_ID = 'remotes-manifest';

let manifestPromise: Promise<RemotesManifest> | null = null;
let reloading: Promise<RemotesManifest> | null = null;
/** The inlined manifest is read once: Retry must see a module deployed since. */
let inlineRead = false;
/** Remote name -> the absolute remoteEntry.js URL registered with the runtime. */
const registered = new Map<string, string>();
/** Absolute remoteEntry.js URL -> its Subresource Integrity (deployed modules, issue 26). */
const integrityByUrl = new Map<string, string>();
let pluginInstalled = false;
/** Remotes whose code this page has run: another build of one of them needs a fresh page. */
const loaded = new Set<string>();

/** loadView calls this once a remote's views module has loaded. */
export function markRemoteLoaded(name: string): void {
  loaded.add(name);
}

/**
 * How the page starts over when a remote it already ran moved to another build (tests replace it).
 * Two builds of one remote cannot share a page: their webpack chunk registries (`webpackChunk<name>`)
 * collide, so the second would run with the first one's modules.
 */
export const pageReload = { now: () => window.location.reload() };

/**
 * Loads every remoteEntry.js that has a recorded hash with `integrity` (and crossorigin, which SRI
 * needs): a file changed after its deploy's checks is refused by the browser, and the slot shows
 * its fallback. Chunks carry content hashes in their names and are named by the checked entry.
 */
function installIntegrityPlugin(): void {
  if (pluginInstalled) return;
  pluginInstalled = true;
  registerPlugins([
    {
      name: 'tradeboard-integrity',
      createScript({ url }: { url: string }) {
        const integrity = integrityByUrl.get(absolute(url));
        if (!integrity) return undefined;
        const script = document.createElement('script');
        script.src = url;
        script.integrity = integrity;
        script.crossOrigin = 'anonymous';
        return script;
      },
    },
  ]);
}

export { markManifestStale } from './manifestStale.js';

const absolute = (entry: string) => new URL(entry, window.location.href).href;

/** Register new remotes; a remote whose URL changed replaces its old registration (and what was loaded from it). */
function register(manifest: RemotesManifest, integrity: Record<string, string>): void {
  installIntegrityPlugin();
  for (const [name, entry] of Object.entries(manifest)) {
    const hash = integrity[name];
    if (entry && hash) integrityByUrl.set(absolute(entry), hash);
  }
  const added: { name: string; entry: string }[] = [];
  const moved: { name: string; entry: string }[] = [];
  for (const [name, entry] of Object.entries(manifest)) {
    if (!entry) continue;
    const url = absolute(entry);
    const previous = registered.get(name);
    if (previous === url) continue;
    (previous === undefined ? added : moved).push({ name, entry: url });
    registered.set(name, url);
  }
  if (moved.some(({ name }) => loaded.has(name))) {
    pageReload.now();
    return;
  }
  if (added.length > 0) registerRemotes(added);
  if (moved.length > 0) registerRemotes(moved, { force: true });
}

/**
 * The API validated the manifest (RemotesManifestSchema) before serving it; the shell only makes sure
 * it got one: an object whose known remotes name an entry URL. Other keys are ignored.
 */
function readIntegrity(json: unknown): Record<string, string> {
  const integrity = (json as { integrity?: unknown }).integrity;
  if (typeof integrity !== 'object' || integrity === null) return {};
  return Object.fromEntries(
    Object.entries(integrity).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function readManifest(json: unknown): RemotesManifest {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new Error(`${MANIFEST_URL} is not a JSON object`);
  const manifest: RemotesManifest = {};
  for (const name of REMOTE_NAMES) {
    const entry: unknown = (json as Record<string, unknown>)[name];
    if (entry === undefined) continue;
    if (typeof entry !== 'string' || entry === '') throw new Error(`${MANIFEST_URL}: ${name} is not a URL`);
    manifest[name] = entry;
  }
  return manifest;
}

async function fetchManifest(): Promise<RemotesManifest> {
  const response = await fetch(MANIFEST_URL, { credentials: 'include', cache: 'no-store' });
  if (!response.ok) throw new Error(`${MANIFEST_URL} answered ${response.status} ${response.statusText}`.trim());
  const json: unknown = await response.json();
  const manifest = readManifest(json);
  register(manifest, readIntegrity(json));
  return manifest;
}

/** The manifest the page was served with, or null (none, or unreadable: then it is fetched). */
function inlineManifest(): RemotesManifest | null {
  const text = document.getElementById(INLINE_MANIFEST_ID)?.textContent;
  if (!text) return null;
  try {
    const json: unknown = JSON.parse(text);
    const manifest = readManifest(json);
    register(manifest, readIntegrity(json));
    return manifest;
  } catch {
    return null;
  }
}

/**
 * Read from the page on first use (fetched when the page has none); a failed fetch is forgotten so
 * Retry can try again.
 */
export function loadManifest(): Promise<RemotesManifest> {
  if (manifestState.stale) {
    // A deploy since the page was served: the inlined manifest is old too.
    manifestState.stale = false;
    manifestPromise = null;
    inlineRead = true;
  }
  if (!manifestPromise && !inlineRead) {
    inlineRead = true;
    const inline = inlineManifest();
    if (inline) manifestPromise = Promise.resolve(inline);
  }
  manifestPromise ??= fetchManifest().catch((error: unknown) => {
    manifestPromise = null;
    throw error;
  });
  return manifestPromise;
}

/**
 * Read /remotes.json again (Retry): a module deployed or moved since the page loaded is picked up.
 * Slots retrying at the same moment share one request.
 */
export function reloadManifest(): Promise<RemotesManifest> {
  if (!reloading) {
    manifestPromise = null;
    reloading = loadManifest().finally(() => {
      reloading = null;
    });
  }
  return reloading;
}

/** Forget a remote that failed so the next load fetches its remoteEntry.js again. */
export function resetRemote(name: RemoteName, entry: string): void {
  const url = absolute(entry);
  registered.set(name, url);
  registerRemotes([{ name, entry: url }], { force: true });
}

/** For tests. */
export function forgetManifest(): void {
  manifestPromise = null;
  reloading = null;
  inlineRead = false;
  manifestState.stale = false;
  registered.clear();
  integrityByUrl.clear();
  loaded.clear();
}

/** For tests: the integrity the runtime's scripts get for an entry URL. */
export function integrityFor(entry: string): string | undefined {
  return integrityByUrl.get(absolute(entry));
}
