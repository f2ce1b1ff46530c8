import { isLoginPath, preloadRouteModule } from './routing/routeModules.js';
import { afterFramePainted } from './startup/afterFramePainted.js';
import { evaluateSharedInSlices } from './startup/evaluateSharedInSlices.js';
import { yieldToMain } from './startup/yieldToMain.js';

// Async boundary: lets Module Federation negotiate the shared singletons before any app code runs.
// Nothing runs before the served frame is on screen (startup/afterFramePainted.ts). A dashboard then
// evaluates its shared libraries in slices (startup/evaluateSharedInSlices.ts); then the route's
// code and the bootstrap run, each in a task of its own. Their files are already downloading: the
// served page names them as preloads.
async function start(pathname: string): Promise<void> {
  await afterFramePainted();
  if (!isLoginPath(pathname)) await evaluateSharedInSlices();
  await preloadRouteModule(pathname).catch(() => undefined);
  await yieldToMain();
  await import('./bootstrap.js');
}

start(window.location.pathname).catch((error: unknown) => {
  console.error('The dashboard failed to start', error);
});
