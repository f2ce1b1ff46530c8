/**
 * The Module Federation runtime the shell gives every module. Remotes are built with
 * `externalRuntime` (tools/webpack/preset.cjs): their remoteEntry.js does not carry the runtime
 * (~17 KiB compressed each) and takes the page's copy, the global `_FEDERATION_RUNTIME_CORE` that the
 * shell sets when it starts. The deploy's container check runs a build in a node:vm context with no
 * shell, so it provides that global itself: the same package the shell is built with, its CommonJS
 * files compiled inside the context, so the runtime's globals (`__FEDERATION__`, `document`) are the
 * context's and never the API's.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

/** The global a remote built with `externalRuntime` reads the runtime from. */
export const FEDERATION_RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';

type CommonJsModule = { exports: unknown };
type ExportTarget = string | { require?: ExportTarget; default?: ExportTarget } | undefined;

/**
 * The CommonJS file a package names for `request` (its `require` export). Resolved from package.json
 * rather than with require.resolve, which follows the process's --conditions (vitest runs with
 * `import`, which would pick the ES module files).
 */
function commonJsFile(request: string, from: string): string {
  if (request.startsWith('.')) return createRequire(from).resolve(request);
  const segments = request.split('/');
  const name = segments.slice(0, request.startsWith('@') ? 2 : 1).join('/');
  const subpath = ['.', ...segments.slice(request.startsWith('@') ? 2 : 1)].join('/');
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    const root = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(root, 'package.json'))) {
      const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
        main?: string;
        exports?: Record<string, ExportTarget>;
      };
      let target: ExportTarget = pkg.exports ? pkg.exports[subpath] : subpath === '.' ? pkg.main : undefined;
      while (target && typeof target === 'object') target = target.require ?? target.default;
      if (!target) throw new Error(`${request} has no CommonJS entry`);
      return path.join(root, target);
    }
    if (dir === path.dirname(dir)) throw new Error(`${request} is not installed`);
  }
}

const runtimeEntry = commonJsFile('@module-federation/runtime-core', fileURLToPath(import.meta.url));

/** Evaluates @module-federation/runtime-core in `context` and sets it as the context's global. */
export function provideFederationRuntime(context: vm.Context): void {
  const loaded = new Map<string, CommonJsModule>();
  const load = (file: string): unknown => {
    const cached = loaded.get(file);
    if (cached) return cached.exports;
    const module = vm.runInContext('({ exports: {} })', context) as CommonJsModule;
    loaded.set(file, module);
    const body = vm.compileFunction(
      readFileSync(file, 'utf8'),
      ['exports', 'require', 'module', '__filename', '__dirname'],
      { filename: file, parsingContext: context },
    );
    // Node built-ins serve only the runtime's Node code paths, which a browser-like context never takes.
    const require = (request: string) =>
      request.startsWith('node:') ? createRequire(file)(request) : load(commonJsFile(request, file));
    body(module.exports, require, module, file, path.dirname(file));
    return module.exports;
  };
  (context as Record<string, unknown>)[FEDERATION_RUNTIME_GLOBAL] = load(runtimeEntry);
}
