/**
 * The remotes manifest (GET /remotes.json): remote name -> remoteEntry.js URL.
 * Layers, later wins: same-origin defaults (/modules/<name>/remoteEntry.js), REMOTE_<NAME>_URL,
 * then REMOTES_FILE. The file is re-read whenever its modification time changes, so pointing a
 * remote at a new URL needs no restart. A broken file keeps the last good manifest and is logged.
 */
import { statSync, readFileSync } from 'node:fs';
import { REMOTE_NAMES, RemotesManifestSchema, type RemoteModuleName, type RemotesManifestShape } from '@tradeboard/types';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';

export type RemotesManifest = Record<RemoteModuleName, string>;

export interface RemotesManifestSource {
  get(): RemotesManifest;
  /** Origins of absolute remote URLs (for the CSP). */
  origins(): string[];
}

export function defaultRemoteUrl(name: RemoteModuleName): string {
  return `/modules/${name}/remoteEntry.js`;
}

export function createRemotesManifestSource(config: Pick<Config, 'remotesFile' | 'remoteUrls'>, logger: Logger): RemotesManifestSource {
  const base = Object.fromEntries(REMOTE_NAMES.map((name) => [name, config.remoteUrls[name] ?? defaultRemoteUrl(name)])) as RemotesManifest;
  let fileStamp = '';
  let fromFile: RemotesManifestShape = {};
  let merged: RemotesManifest = base;
  let origins: string[] = [];

  const rebuild = () => {
    merged = { ...base };
    for (const name of REMOTE_NAMES) {
      const url = fromFile[name];
      if (url) merged[name] = url;
    }
    origins = [...new Set(Object.values(merged).flatMap((url) => (/^https?:\/\//i.test(url) ? [new URL(url).origin] : [])))];
  };
  rebuild();

  const refresh = () => {
    if (!config.remotesFile) return;
    let stamp: string;
    try {
      const stat = statSync(config.remotesFile);
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      stamp = 'missing';
    }
    if (stamp === fileStamp) return;
    fileStamp = stamp;
    if (stamp === 'missing') {
      logger.warn({ file: config.remotesFile }, 'REMOTES_FILE not found; using defaults and REMOTE_<NAME>_URL');
      fromFile = {};
      rebuild();
      return;
    }
    try {
      const parsed = RemotesManifestSchema.safeParse(JSON.parse(readFileSync(config.remotesFile, 'utf8')));
      if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
      for (const [name, url] of Object.entries(parsed.data)) {
        if (!(url.startsWith('/') || /^https?:\/\/\S+$/i.test(url))) throw new Error(`${name}: must be an http(s) URL or a path starting with /`);
      }
      fromFile = parsed.data;
      rebuild();
      logger.info({ file: config.remotesFile }, 'loaded remotes manifest');
    } catch (error) {
      logger.error({ file: config.remotesFile, error: (error as Error).message }, 'REMOTES_FILE is invalid; keeping the previous manifest');
    }
  };

  return {
    get() {
      refresh();
      return merged;
    },
    origins() {
      refresh();
      return origins;
    },
  };
}
