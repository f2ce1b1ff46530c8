// Fails a browser build that bundles zod or the zod half of @tradeboard/types. Browser code takes
// runtime values from '@tradeboard/types/core' (no zod) and only types from '@tradeboard/types';
// one runtime import of the main entry (or an `import { type X }`, which stays as a side-effect
// import) would otherwise quietly add ~380 KiB to every page.
const path = require('node:path');

const TYPES_SRC = path.resolve(__dirname, '../../packages/types/src') + path.sep;
const TYPES_CORE = path.join(TYPES_SRC, 'core') + path.sep;
const ZOD = `${path.sep}node_modules${path.sep}zod${path.sep}`;

/** Why a module may not be in a browser bundle, or null when it may. */
function forbiddenReason(resource) {
  if (resource.includes(ZOD)) return 'zod is for the API; browser code must not import it';
  if (resource.startsWith(TYPES_SRC) && !resource.startsWith(TYPES_CORE)) {
    return "the zod schemas of @tradeboard/types: import runtime values from '@tradeboard/types/core' and types with `import type`";
  }
  return null;
}

class BrowserBundleGuardPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BrowserBundleGuardPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('BrowserBundleGuardPlugin', (modules) => {
        const offenders = new Map();
        for (const module of modules) {
          const resource = module.resource && module.resource.split('?')[0];
          const reason = resource && forbiddenReason(resource);
          if (!reason) continue;
          // The first importer tells where the fix goes.
          const issuer = compilation.moduleGraph.getIssuer(module);
          if (!offenders.has(reason)) offenders.set(reason, { resource, issuer: issuer && issuer.resource });
        }
        for (const [reason, { resource, issuer }] of offenders) {
          const error = new compiler.webpack.WebpackError(
            `Browser bundle guard: ${path.relative(compiler.context, resource)}${issuer ? ` (imported by ${path.relative(compiler.context, issuer)})` : ''}: ${reason}.`,
          );
          compilation.errors.push(error);
        }
      });
    });
  }
}

module.exports = { BrowserBundleGuardPlugin, forbiddenReason };
