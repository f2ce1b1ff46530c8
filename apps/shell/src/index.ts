import { preloadRouteModule } from './routing/routeModules.js';

// Async boundary: lets Module Federation negotiate the shared singletons before any app code runs.
// The route's own code downloads alongside (App's lazy page finds it loaded).
void preloadRouteModule(window.location.pathname).catch(() => undefined);
import('./bootstrap.js').catch((error: unknown) => {
  console.error('The dashboard failed to start', error);
});
