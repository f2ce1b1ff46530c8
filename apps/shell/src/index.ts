// Async boundary: lets Module Federation negotiate the shared singletons before any app code runs.
import('./bootstrap.js').catch((error: unknown) => {
  console.error('The dashboard failed to start', error);
});
