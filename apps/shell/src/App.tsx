import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppThemeProvider, LiveConnectionProvider, Toaster, type LiveConnection } from '@tradeboard/runtime';
import { lazy, Suspense } from 'react';
import { Route, Router, Switch, type BaseLocationHook } from 'wouter';
import { NotFoundPage } from './pages/NotFoundPage.js';
import type { loadView } from './remotes/loadView.js';
import { ViewLoaderContext } from './remotes/ViewLoaderContext.js';
import { loadDashboardPages, loadLoginPage } from './routing/routeModules.js';
import { ADMIN_TABS, tabFromSegment } from './routing/tabs.js';

// Split by route: /login loads nothing of the dashboard.
const LoginPage = lazy(() => loadLoginPage().then((module) => ({ default: module.LoginPage })));
const DashboardPage = lazy(() => loadDashboardPages().then((module) => ({ default: module.DashboardPage })));
const AdminDashboardPage = lazy(() => loadDashboardPages().then((module) => ({ default: module.AdminDashboardPage })));

export interface AppProps {
  queryClient: QueryClient;
  /** The page's live connection; tests leave it out (the page then polls as without one). */
  live?: LiveConnection;
  /** Tests pass wouter's memoryLocation hook; the page uses the browser history. */
  locationHook?: BaseLocationHook;
  /** Tests pass a fake; the page loads views through the Module Federation runtime. */
  viewLoader?: typeof loadView;
}

function AppRoutes() {
  return (
    <Switch>
      <Route path="/login" component={LoginPage} />
      <Route path="/">{() => <AdminDashboardPage tab={ADMIN_TABS[0]!} />}</Route>
      <Route path="/admin/:tab?">
        {(params: { tab?: string }) => {
          const tab = tabFromSegment('admin', params.tab);
          return tab ? <AdminDashboardPage tab={tab} /> : <NotFoundPage />;
        }}
      </Route>
      <Route path="/student/:tab?">
        {(params: { tab?: string }) => {
          const tab = tabFromSegment('student', params.tab);
          return tab ? <DashboardPage role="student" tab={tab} /> : <NotFoundPage />;
        }}
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}

export function App({ queryClient, live, locationHook, viewLoader }: AppProps) {
  const routes = (
    <Router {...(locationHook ? { hook: locationHook } : {})}>
      {/* Nothing to show while a route's code arrives (index.ts started its download early). */}
      <Suspense fallback={null}>
        <AppRoutes />
      </Suspense>
    </Router>
  );
  return (
    <QueryClientProvider client={queryClient}>
      <LiveConnectionProvider connection={live}>
        <AppThemeProvider baseline="global">
          {viewLoader ? <ViewLoaderContext.Provider value={viewLoader}>{routes}</ViewLoaderContext.Provider> : routes}
          <Toaster />
        </AppThemeProvider>
      </LiveConnectionProvider>
    </QueryClientProvider>
  );
}
