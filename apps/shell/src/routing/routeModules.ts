/**
 * The shell's own code, split by route: /login downloads the form and nothing of the dashboard,
 * the dashboards their page frame. index.ts runs the route's code, then the bootstrap; both files
 * are already downloading from the served page's preloads, so the split adds no round trip.
 */
export const loadLoginPage = () => import('../pages/LoginPage.js');
export const loadDashboardPages = () => {
  // The views mount with single-spa-react, which the runtime downloads when the first one mounts
  // (so /login does without it): a dashboard starts it with its own code, not a round trip later.
  void import('single-spa-react').catch(() => undefined);
  return import('../pages/dashboardPages.js');
};

export const isLoginPath = (pathname: string) => /^\/login\/?$/.test(pathname);

/** Loads what the route needs; App's lazy pages then find it loaded. */
export function preloadRouteModule(pathname: string): Promise<unknown> {
  return isLoginPath(pathname) ? loadLoginPage() : loadDashboardPages();
}
