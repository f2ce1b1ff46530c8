/**
 * The shared library versions of the shell being served, from its build's mf-manifest.json
 * (<WEB_ROOT>/shell/dist): what a deployed module's singletons are compared with. Re-read when
 * the file changes (a shell redeploy), null when there is none.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { sharedVersionsOf, trimManifest, type SharedVersions } from './checks.js';

let cached: { file: string; stamp: string; shared: SharedVersions | null } | null = null;

export async function shellSharedVersions(webRoot: string): Promise<SharedVersions | null> {
  const file = path.join(webRoot, 'shell', 'dist', 'mf-manifest.json');
  let stamp: string;
  try {
    const info = await stat(file);
    stamp = `${info.mtimeMs}:${info.size}`;
  } catch {
    return null;
  }
  if (cached?.file === file && cached.stamp === stamp) return cached.shared;
  let shared: SharedVersions | null;
  try {
    const manifest = trimManifest(JSON.parse(await readFile(file, 'utf8')));
    shared = manifest ? sharedVersionsOf(manifest) : null;
  } catch {
    shared = null;
  }
  cached = { file, stamp, shared };
  return shared;
}
