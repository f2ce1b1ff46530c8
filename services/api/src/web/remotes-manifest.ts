/**
 * The remotes manifest (GET /remotes.json): remote name -> remoteEntry.js URL.
 * Layers, later wins: same-origin defaults (/modules/<name>/remoteEntry.js), REMOTE_<NAME>_URL,
 * then REMOTES_FILE. The file is read when the source is made (a missing or invalid file is a
 * ConfigError: loadConfig has checked it already, so that only happens if it changed since), then
 * re-read whenever its modification time changes, so pointing a remote at a new URL needs no restart.
 * A file broken or removed later keeps the last good manifest and is logged.
 */
import { REMOTE_NAMES, type RemoteModuleName, type RemotesManifestShape } from '@tradeboard/types';
import { ConfigError, type Config } from '../config.js';
import type { Logger } from '../logger.js';
import { readRemotesFile, remotesFileStamp } from './remotes-file.js';

export type RemotesManifest = Record<RemoteModuleName, string>;

export interface RemotesManifestSource {
  get(): RemotesManifest;
  /** Origins of absolute remote URLs (for the CSP). */
  origins(): string[];
}

export function defaultRemoteUrl(name: RemoteModuleName): string {
  return `/modules/${name}/remoteEntry.js`;
}

export function createRemotesManifestSource(
  config: Pick<Config, 'remotesFile' | 'remoteUrls'>,
  logger: Logger,
): RemotesManifestSource {
  const base = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, config.remoteUrls[name] ?? defaultRemoteUrl(name)]),
  ) as RemotesManifest;
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
    origins = [
      ...new Set(Object.values(merged).flatMap((url) => (/^https?:\/\//i.test(url) ? [new URL(url).origin] : []))),
    ];
  };

  /** Later reloads: lenient, a bad file keeps the last good manifest. */
  const refresh = () => {
    if (!config.remotesFile) return;
    const stamp = remotesFileStamp(config.remotesFile);
    if (stamp === fileStamp) return;
    fileStamp = stamp;
    try {
      fromFile = readRemotesFile(config.remotesFile);
      rebuild();
      logger.info({ file: config.remotesFile }, 'reloaded remotes manifest');
    } catch (error) {
      logger.error(
        { file: config.remotesFile, error: (error as Error).message },
        'REMOTES_FILE is invalid; keeping the previous manifest',
      );
    }
  };

  // At start: strict.
  if (config.remotesFile) {
    fileStamp = remotesFileStamp(config.remotesFile);
    try {
      fromFile = readRemotesFile(config.remotesFile);
    } catch (error) {
      throw new ConfigError(`Invalid configuration:\n  REMOTES_FILE: ${(error as Error).message}`);
    }
  }
  rebuild();

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
