import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppThemeProvider, LiveConnectionProvider, Toaster, type LiveConnection } from '@tradeboard/ui';
import { Route, Router, Switch, type BaseLocationHook } from 'wouter';
import { AdminDashboardPage } from './pages/AdminDashboardPage.js';
import { LoginPage } from './pages/LoginPage.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import { DashboardPage } from './dashboard/DashboardPage.js';
import type { loadView } from './remotes/loadView.js';
import { ViewLoaderContext } from './remotes/ViewLoaderContext.js';
import { tabFromSegment } from './routing/tabs.js';

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
      <Route path="/">{() => <AdminDashboardPage tab="heatmap" />}</Route>
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
      <AppRoutes />
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
