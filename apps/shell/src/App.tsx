import { Toaster } from '@tradeboard/runtime';
import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { AppFrame, type AppFrameProps } from './AppFrame.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import { loadDashboardPages, loadLoginPage } from './routing/routeModules.js';
import { ADMIN_TABS, tabFromSegment } from './routing/tabs.js';

// Split by route: /login loads nothing of the dashboard.
const LoginPage = lazy(() => loadLoginPage().then((module) => ({ default: module.LoginPage })));
const DashboardPage = lazy(() => loadDashboardPages().then((module) => ({ default: module.DashboardPage })));
const AdminDashboardPage = lazy(() => loadDashboardPages().then((module) => ({ default: module.AdminDashboardPage })));

export type AppProps = Omit<AppFrameProps, 'children' | 'toaster'>;

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

export function App(props: AppProps) {
  return (
    <AppFrame {...props} toaster={<Toaster />}>
      <AppRoutes />
    </AppFrame>
  );
}
