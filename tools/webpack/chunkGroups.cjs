// The host's chunk graph as a page meets it: which chunk groups a route's code loads. Used to split
// the shell's MUI into files (muiChunks.cjs) and to name the scripts a route starts with
// (routeScripts.cjs).

/** The shell's code each route starts with (apps/shell/src/routing/routeModules.ts and index.ts). */
const ROUTE_CODE = {
  // The page frame (bootstrap) and the login page.
  login: /(^|[\\/])(bootstrap|LoginPage)\.js$/,
  // The page frame, the dashboard pages, and single-spa-react, which the dashboard starts with them.
  dashboard: /(^|[\\/])(bootstrap|dashboardPages)\.js$|^single-spa-react$/,
};

const isSharedModule = (module) => module?.type === 'provide-module' || module?.type === 'consume-shared-module';

/**
 * The chunk groups that loading `code` loads: the groups of the lazy imports whose request matches
 * it, and every shared module's group they reach (a shared module's code loads from a group of its
 * own). Other lazy imports (the dashboard's from the login's frame) are not followed.
 */
function groupsLoadedBy(compilation, code) {
  const start = compilation.chunkGroups.filter((group) =>
    group.origins.some((origin) => code.test(origin.request ?? '')),
  );
  const reached = new Set(start);
  const queue = [...start];
  while (queue.length > 0) {
    for (const child of queue.shift().childrenIterable) {
      if (reached.has(child) || !child.origins.every((origin) => isSharedModule(origin.module))) continue;
      reached.add(child);
      queue.push(child);
    }
  }
  return reached;
}

module.exports = { ROUTE_CODE, groupsLoadedBy };
