/**
 * The checks a build passes before /remotes.json names it (issue 26), in order; the first that fails
 * refuses the deploy with a DeployRefused naming it (the route answers 422). What passes is the
 * integrity hash to record and the trimmed mf-manifest.json.
 */
import { createHash } from 'node:crypto';
import semver from 'semver';
import {
  KIT_PACKAGE,
  MODULE_CONTRACT_VERSION,
  REMOTE_VIEWS,
  SINGLETON_PACKAGES,
  type DeployCheck,
  type RemoteModuleName,
} from '@tradeboard/types';
import { loadContainerViews } from './container-check.js';
import { fetchFile, type Fetcher } from './fetch-limited.js';

export class DeployRefused extends Error {
  constructor(
    readonly check: DeployCheck,
    message: string,
  ) {
    super(message);
    this.name = 'DeployRefused';
  }
}

/** name -> version and required range of the libraries the shell shares (its own mf-manifest.json). */
export type SharedVersions = Record<string, { version: string; requiredVersion?: string }>;

export interface CheckInput {
  module: RemoteModuleName;
  /** Absolute. */
  entryUrl: string;
  /** Origins builds may come from (MODULE_HOSTS, or this server's). */
  allowedOrigins: readonly string[];
  /** The shell's shared libraries; null when the shell's build has no mf-manifest.json. */
  shellShared: SharedVersions | null;
  fetcher: Fetcher;
  timeoutMs: number;
}

export interface CheckedBuild {
  integrity: string;
  manifest: TrimmedManifest;
}

export interface TrimmedManifest {
  name: string;
  globalName: string;
  contractVersion: unknown;
  buildVersion: string | null;
  shared: Array<{ name: string; version: string; requiredVersion: string | null; singleton: boolean }>;
  exposes: string[];
}

const JAVASCRIPT = /^(application|text)\/(javascript|ecmascript|x-javascript)\b/i;

async function fetchOr(check: DeployCheck, input: CheckInput, url: string) {
  try {
    return await fetchFile(input.fetcher, url, input.timeoutMs);
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError' ? `no answer within ${input.timeoutMs} ms` : (error as Error).message;
    throw new DeployRefused(check, `${url} could not be fetched: ${reason}`);
  }
}

/** What the deploy API keeps of an mf-manifest.json (it also lists every asset, which nobody reads). */
export function trimManifest(json: unknown): TrimmedManifest | null {
  if (typeof json !== 'object' || json === null) return null;
  const manifest = json as Record<string, unknown>;
  const meta = (manifest.metaData ?? {}) as Record<string, unknown>;
  const shared = Array.isArray(manifest.shared) ? (manifest.shared as Array<Record<string, unknown>>) : [];
  const exposes = Array.isArray(manifest.exposes) ? (manifest.exposes as Array<Record<string, unknown>>) : [];
  const name = typeof manifest.name === 'string' ? manifest.name : typeof meta.name === 'string' ? meta.name : '';
  return {
    name,
    globalName: typeof meta.globalName === 'string' ? meta.globalName : name,
    contractVersion: meta.contractVersion ?? null,
    buildVersion:
      typeof (meta.buildInfo as { buildVersion?: unknown })?.buildVersion === 'string'
        ? (meta.buildInfo as { buildVersion: string }).buildVersion
        : null,
    shared: shared.map((entry) => ({
      name: String(entry.name),
      version: String(entry.version ?? ''),
      requiredVersion: typeof entry.requiredVersion === 'string' ? entry.requiredVersion : null,
      singleton: entry.singleton === true,
    })),
    exposes: exposes.map((entry) => String(entry.path ?? entry.name ?? '')),
  };
}

/** The shell's shared versions from its trimmed manifest. */
export function sharedVersionsOf(manifest: TrimmedManifest): SharedVersions {
  return Object.fromEntries(
    manifest.shared.map((entry) => [
      entry.name,
      { version: entry.version, ...(entry.requiredVersion ? { requiredVersion: entry.requiredVersion } : {}) },
    ]),
  );
}

/** A path of MUI as its own shared module ('@mui/material/Button'). */
const MUI_PATH = /^@mui\/material\/./;

/** Why a singleton of the remote cannot use the shell's copy, or null when it can. */
function singletonProblem(
  name: string,
  theirs: TrimmedManifest['shared'][number] | undefined,
  ours: SharedVersions[string] | undefined,
): string | null {
  if (!theirs || !ours) return null;
  // The shell's copy is the one loaded: it must meet the remote's requirement...
  if (theirs.requiredVersion && !semver.satisfies(ours.version, theirs.requiredVersion, { includePrerelease: true })) {
    return `${name}: the module requires ${theirs.requiredVersion}, the shell provides ${ours.version}`;
  }
  // ...and the remote must have been built within the shell's range.
  if (
    ours.requiredVersion &&
    semver.valid(theirs.version) &&
    !semver.satisfies(theirs.version, ours.requiredVersion, { includePrerelease: true })
  ) {
    return `${name}: the module was built with ${theirs.version}, outside the shell's range ${ours.requiredVersion}`;
  }
  return null;
}

function checkSharedVersions(remote: TrimmedManifest, shell: SharedVersions | null): void {
  if (!shell) {
    throw new DeployRefused(
      'shared-versions',
      "the shell's build has no mf-manifest.json to compare the shared libraries with",
    );
  }
  const problems: string[] = [];
  for (const name of SINGLETON_PACKAGES) {
    const theirs = remote.shared.find((entry) => entry.name === name);
    const problem = singletonProblem(name, theirs, shell[name]);
    if (problem) problems.push(problem);
  }
  // MUI is shared per path ('@mui/material/Button', each the library at the version it was built
  // with), and every path is a singleton: the shell's copy of MUI is the one loaded.
  for (const theirs of remote.shared.filter((entry) => MUI_PATH.test(entry.name))) {
    const problem = singletonProblem(theirs.name, theirs, shell[theirs.name] ?? shell['@mui/material']);
    if (problem) problems.push(problem);
  }
  // The kit: a build sharing it under a range brings its own copy for when the shell's does not
  // satisfy it (a newer kit), so any version passes. A build that shares it as a singleton (made
  // before the kit was split from the runtime) would get the shell's copy whatever it needs.
  const kit = remote.shared.find((entry) => entry.name === KIT_PACKAGE);
  if (kit?.singleton) {
    const problem = singletonProblem(KIT_PACKAGE, kit, shell[KIT_PACKAGE]);
    if (problem) problems.push(problem);
  }
  if (problems.length > 0) throw new DeployRefused('shared-versions', problems.join('; '));
}

export async function checkBuild(input: CheckInput): Promise<CheckedBuild> {
  const { module, entryUrl } = input;
  const origin = new URL(entryUrl).origin;
  if (!input.allowedOrigins.includes(origin)) {
    throw new DeployRefused(
      'allow-list',
      `${origin} is not an allowed module host (MODULE_HOSTS: ${input.allowedOrigins.join(', ') || 'none'})`,
    );
  }

  const entry = await fetchOr('entry', input, entryUrl);
  if (entry.status !== 200) throw new DeployRefused('entry', `${entryUrl} answered ${entry.status}, not 200`);
  if (!JAVASCRIPT.test(entry.contentType)) {
    throw new DeployRefused('entry', `${entryUrl} is not JavaScript (Content-Type: ${entry.contentType || 'none'})`);
  }
  const integrity = `sha384-${createHash('sha384').update(entry.body).digest('base64')}`;

  const manifestUrl = new URL('mf-manifest.json', entryUrl).href;
  const manifestFile = await fetchOr('mf-manifest', input, manifestUrl);
  if (manifestFile.status !== 200) {
    throw new DeployRefused(
      'mf-manifest',
      `${manifestUrl} answered ${manifestFile.status}: build with the manifest on`,
    );
  }
  let manifest: TrimmedManifest | null;
  try {
    manifest = trimManifest(JSON.parse(manifestFile.body.toString('utf8')));
  } catch {
    manifest = null;
  }
  if (!manifest) throw new DeployRefused('mf-manifest', `${manifestUrl} is not a JSON mf-manifest`);
  if (manifest.name !== module) {
    throw new DeployRefused('mf-manifest', `${manifestUrl} names the module '${manifest.name}', not '${module}'`);
  }
  if (manifest.contractVersion !== MODULE_CONTRACT_VERSION) {
    throw new DeployRefused(
      'contract-version',
      `the module was built for contract version ${JSON.stringify(manifest.contractVersion)}; the shell speaks ${MODULE_CONTRACT_VERSION}`,
    );
  }
  checkSharedVersions(manifest, input.shellShared);

  let views: string[];
  try {
    views = await loadContainerViews({
      entryUrl,
      entrySource: entry.body.toString('utf8'),
      globalName: manifest.globalName,
      fetcher: input.fetcher,
      timeoutMs: input.timeoutMs,
    });
  } catch (error) {
    throw new DeployRefused('container', `the container did not load: ${(error as Error).message}`);
  }
  const missing = REMOTE_VIEWS[module].filter((view) => !views.includes(view));
  if (missing.length > 0) {
    throw new DeployRefused('container', `./views lacks the view(s) the shell mounts: ${missing.join(', ')}`);
  }
  return { integrity, manifest };
}
