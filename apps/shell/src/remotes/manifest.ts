/**
 * The remotes manifest (GET /remotes.json) and its registration with the Module Federation
 * runtime. Nothing about where a remote lives is baked into the shell build.
 */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES } from '@tradeboard/types/core';
import type { RemoteName, RemotesManifest } from '@tradeboard/ui';

export const MANIFEST_URL = '/remotes.json';
/** The API inlines the manifest into the served page (a JSON data block), saving a round trip. */
export const INLINE_MANIFEST_ID = 'remotes-manifest';

let manifestPromise: Promise<RemotesManifest> | null = null;
let reloading: Promise<RemotesManifest> | null = null;
/** The inlined manifest is read once: Retry must see a module deployed since. */
let inlineRead = false;
/** Remote name -> the absolute remoteEntry.js URL registered with the runtime. */
const registered = new Map<string, string>();

const absolute = (entry: string) => new URL(entry, window.location.href).href;

/** Register new remotes; a remote whose URL changed replaces its old registration (and what was loaded from it). */
function register(manifest: RemotesManifest): void {
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
  if (added.length > 0) registerRemotes(added);
  if (moved.length > 0) registerRemotes(moved, { force: true });
}

/**
 * The API validated the manifest (RemotesManifestSchema) before serving it; the shell only makes sure
 * it got one: an object whose known remotes name an entry URL. Other keys are ignored.
 */
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
  const manifest = readManifest(await response.json());
  register(manifest);
  return manifest;
}

/** The manifest the page was served with, or null (none, or unreadable: then it is fetched). */
function inlineManifest(): RemotesManifest | null {
  const text = document.getElementById(INLINE_MANIFEST_ID)?.textContent;
  if (!text) return null;
  try {
    const manifest = readManifest(JSON.parse(text));
    register(manifest);
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
  registered.clear();
}
