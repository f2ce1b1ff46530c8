/**
 * The remotes manifest (GET /remotes.json): remote name -> remoteEntry.js URL, plus `integrity`
 * (name -> sha384 of the entry) for deployed modules.
 * Layers, later wins: same-origin defaults (/modules/<name>/remoteEntry.js), REMOTE_<NAME>_URL,
 * the active deployments (module_deployments, issue 26), then REMOTES_FILE (a development override). The file is read when the source is made (a missing or invalid file is a
 * ConfigError: loadConfig has checked it already, so that only happens if it changed since), then
 * re-read whenever its modification time changes, so pointing a remote at a new URL needs no restart.
 * A file broken or removed later keeps the last good manifest and is logged.
 */
import { REMOTE_NAMES, type RemoteModuleName, type RemotesManifestShape } from '@tradeboard/types';
import { ConfigError, type Config } from '../config.js';
import type { Logger } from '../logger.js';
import { readRemotesFile, remotesFileStamp } from './remotes-file.js';

export type RemotesManifest = Record<RemoteModuleName, string>;
/** What /remotes.json answers; `integrity` only when some module is deployed. */
export type ServedManifest = RemotesManifest & { integrity?: Partial<Record<RemoteModuleName, string>> };

/** The active deployments (modules/registry.ts activeModules). */
export type ActiveDeployments = () => Promise<
  Partial<Record<RemoteModuleName, { url: string; integrity: string | null; version: string }>>
>;

export interface RemotesManifestSource {
  /** The manifest to serve now. */
  get(): Promise<ServedManifest>;
  /** Origins of absolute remote URLs and of MODULE_HOSTS (for the CSP). */
  origins(): string[];
}

/** A deployed entry's URL with its version, so no browser or proxy answers with the entry of another version. */
function versionedUrl(url: string, version: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}v=${encodeURIComponent(version)}`;
}

/** Where a module is served from when nothing else is configured: this server's web root. */
export function defaultRemoteUrl(name: RemoteModuleName): string {
  return `/modules/${name}/remoteEntry.js`;
}

export function createRemotesManifestSource(
  config: Pick<Config, 'remotesFile' | 'remoteUrls'> & Partial<Pick<Config, 'moduleHosts'>>,
  logger: Logger,
  activeDeployments: ActiveDeployments = async () => ({}),
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
      ...new Set([
        ...Object.values(merged).flatMap((url) => (/^https?:\/\//i.test(url) ? [new URL(url).origin] : [])),
        ...(config.moduleHosts ?? []),
      ]),
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
    async get() {
      refresh();
      const deployed = await activeDeployments();
      const served: ServedManifest = { ...merged };
      const integrity: Partial<Record<RemoteModuleName, string>> = {};
      for (const name of REMOTE_NAMES) {
        const active = deployed[name];
        // REMOTES_FILE wins over a deployment (development override).
        if (!active || fromFile[name]) continue;
        served[name] = versionedUrl(active.url, active.version);
        if (active.integrity) integrity[name] = active.integrity;
      }
      if (Object.keys(integrity).length > 0) served.integrity = integrity;
      return served;
    },
    origins() {
      refresh();
      return origins;
    },
  };
}
