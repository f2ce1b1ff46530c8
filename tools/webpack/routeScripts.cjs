// Which of the host's own scripts each route starts with, written to route-scripts.json beside
// index.html: { "login": [...], "dashboard": [...] }. The API names them as preloads in the page it
// serves (services/api/src/web/route-scripts.ts), so they download next to main.js instead of
// after it has run and asked for them (issue 25, "nothing waits in a chain"). Largest first.

const { ROUTE_CODE, groupsLoadedBy } = require('./chunkGroups.cjs');

const ROUTE_SCRIPTS_FILE = 'route-scripts.json';

class RouteScriptsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouteScriptsPlugin', (compilation) => {
      // After the real content hashes have renamed the chunk files (OPTIMIZE_HASH).
      const stage = Compilation.PROCESS_ASSETS_STAGE_REPORT;
      compilation.hooks.processAssets.tap({ name: 'RouteScriptsPlugin', stage }, () => {
        const routes = Object.fromEntries(
          Object.entries(ROUTE_CODE).map(([route, code]) => {
            const files = new Set();
            for (const group of groupsLoadedBy(compilation, code)) {
              for (const chunk of group.chunks)
                for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
            }
            // Largest first: on HTTP/1.1 (six connections) the page's preloads start in this order,
            // and the route is ready when its last script arrives: a long download should not wait
            // for a free connection behind short ones.
            const size = (file) => compilation.getAsset(file)?.source.size() ?? 0;
            return [route, [...files].sort((a, b) => size(b) - size(a) || a.localeCompare(b))];
          }),
        );
        compilation.emitAsset(ROUTE_SCRIPTS_FILE, new sources.RawSource(`${JSON.stringify(routes, null, 2)}\n`));
      });
    });
  }
}

module.exports = { RouteScriptsPlugin, ROUTE_SCRIPTS_FILE };
