/**
 * Module builds for the deploy API's tests: a small HTTP host on 127.0.0.1 serving fake remote
 * builds (a remoteEntry.js that is a real Module Federation container interface, init/get, loading
 * its `./views` from a chunk through a script element as webpack does, and its mf-manifest.json),
 * and the shell's mf-manifest.json the shared versions are compared with.
 */
import { createServer, type Server } from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { MODULE_CONTRACT_VERSION, REMOTE_VIEWS, type RemoteModuleName } from '@tradeboard/types';

const SHELL_SHARED = [
  { name: 'react', version: '19.3.1', requiredVersion: '~19.3.1', singleton: true },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '~19.3.1', singleton: true },
  { name: '@tradeboard/runtime', version: '1.0.0', requiredVersion: '^1.0.0', singleton: true },
  // The module kit is shared under a range, not as a singleton.
  { name: '@tradeboard/ui', version: '1.0.0', requiredVersion: '^1.0.0', singleton: false },
  { name: '@mui/material', version: '9.5.0', requiredVersion: '~9.5.0', singleton: true },
];

export async function writeShellManifest(webRoot: string): Promise<void> {
  const dir = path.join(webRoot, 'shell', 'dist');
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      id: 'shell',
      name: 'shell',
      metaData: { name: 'shell', globalName: 'shell' },
      shared: SHELL_SHARED,
    }),
  );
}

export interface BuildOptions {
  module: RemoteModuleName;
  /** The name its mf-manifest.json gives (default: module). */
  manifestName?: string;
  contractVersion?: unknown;
  /** The react range the build requires (default: the shell's). */
  reactRequired?: string;
  /** Shared entries that replace the shell's of the same name in the build's manifest. */
  shared?: ReadonlyArray<{ name: string; version: string; requiredVersion: string; singleton: boolean }>;
  views?: readonly string[];
  /** Replaces the whole remoteEntry.js. */
  entrySource?: string;
  entryStatus?: number;
  entryType?: string;
  /** A text that changes the entry's bytes (another build of the same views). */
  marker?: string;
}

export interface Served {
  status: number;
  type: string;
  body: string;
}

export interface ModuleHost {
  origin: string;
  /** Publishes a build under /<dir>/ and returns its remoteEntry.js URL. */
  publish(dir: string, build: BuildOptions): string;
  /** Replaces one file (a build changed after its deploy). */
  put(urlPath: string, body: string, type?: string): void;
  close(): Promise<void>;
}

function containerSource(globalName: string, views: readonly string[], marker = ''): string {
  return `/* ${marker} */
var ${globalName} = {
  init: function () { return Promise.resolve(); },
  get: function (module) {
    if (module !== './views') return Promise.reject(new Error('Module ' + module + ' does not exist in container.'));
    return new Promise(function (resolve, reject) {
      var script = document.createElement('script');
      script.src = new URL('views-chunk.js', document.currentScript.src).href;
      script.onload = function () { resolve(function () { return self.__views_${globalName}; }); };
      script.onerror = function () { reject(new Error('chunk failed')); };
      document.head.appendChild(script);
    });
  },
};`;
}

/** The files of a build of `build.module`, by their path inside the build folder. */
export function buildFiles(build: BuildOptions): Record<string, Served> {
  const name = build.manifestName ?? build.module;
  const views = build.views ?? REMOTE_VIEWS[build.module];
  const viewsObject = Object.fromEntries(views.map((view) => [view, { bootstrap: [], mount: [], unmount: [] }]));
  return {
    'remoteEntry.js': {
      status: build.entryStatus ?? 200,
      type: build.entryType ?? 'application/javascript; charset=utf-8',
      body: build.entrySource ?? containerSource(build.module, views, build.marker),
    },
    'views-chunk.js': {
      status: 200,
      type: 'application/javascript',
      body: `self.__views_${build.module} = { views: ${JSON.stringify(viewsObject)} };`,
    },
    'mf-manifest.json': {
      status: 200,
      type: 'application/json',
      body: JSON.stringify({
        id: name,
        name,
        metaData: {
          name,
          globalName: build.module,
          buildInfo: { buildVersion: '0.1.0', buildName: `@tradeboard/${build.module}` },
          contractVersion: build.contractVersion === undefined ? MODULE_CONTRACT_VERSION : build.contractVersion,
        },
        shared: [
          ...SHELL_SHARED.map(
            (entry) =>
              build.shared?.find((own) => own.name === entry.name) ??
              (entry.name === 'react' && build.reactRequired
                ? { ...entry, requiredVersion: build.reactRequired, version: build.reactRequired.replace(/^[~^]/, '') }
                : entry),
          ),
          // What the shell does not share under that name (a MUI path) is the build's own.
          ...(build.shared ?? []).filter((own) => !SHELL_SHARED.some((entry) => entry.name === own.name)),
        ],
        exposes: [{ id: `${name}:views`, name: 'views', path: './views' }],
      }),
    },
  };
}

export async function startModuleHost(): Promise<ModuleHost> {
  const files = new Map<string, Served>();
  const server: Server = createServer((req, res) => {
    const file = files.get(new URL(req.url ?? '/', 'http://x').pathname);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(file.status, { 'content-type': file.type }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    publish(dir, build) {
      for (const [file, served] of Object.entries(buildFiles(build))) files.set(`/${dir}/${file}`, served);
      return `${origin}/${dir}/remoteEntry.js`;
    },
    put(urlPath, body, type = 'application/javascript') {
      files.set(urlPath, { status: 200, type, body });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
