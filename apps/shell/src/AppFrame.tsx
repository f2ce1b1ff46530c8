import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppThemeProvider, LiveConnectionProvider, type LiveConnection } from '@tradeboard/runtime';
import { Suspense, type ReactNode } from 'react';
import { Router, type BaseLocationHook } from 'wouter';
import type { loadView } from './remotes/loadView.js';
import { ViewLoaderContext } from './remotes/ViewLoaderContext.js';

export interface AppFrameProps {
  queryClient: QueryClient;
  /** The page's live connection; tests leave it out (the page then polls as without one). */
  live?: LiveConnection;
  /** Tests pass wouter's memoryLocation hook; the page uses the browser history. */
  locationHook?: BaseLocationHook;
  /** Tests pass a fake; the page loads views through the Module Federation runtime. */
  viewLoader?: typeof loadView;
  /** What the router shows: every route (App), or the sign-in form alone (the /login page, loginPage.tsx). */
  children: ReactNode;
  /**
   * The toasts' host (App: the runtime's Toaster). The /login page raises no toast and leaves it out,
   * so its bundle holds none of it; the Toaster renders nothing until a toast, so the markup is the same.
   */
  toaster?: ReactNode;
}

/** The page's providers and router around its routes; App and the /login page render the same markup with it. */
export function AppFrame({ queryClient, live, locationHook, viewLoader, children, toaster }: AppFrameProps) {
  const routes = (
    <Router {...(locationHook ? { hook: locationHook } : {})}>
      {/* Nothing to show while a route's code arrives (index.ts started its download early). */}
      <Suspense fallback={null}>{children}</Suspense>
    </Router>
  );
  return (
    <QueryClientProvider client={queryClient}>
      <LiveConnectionProvider connection={live}>
        <AppThemeProvider baseline="global">
          {viewLoader ? <ViewLoaderContext.Provider value={viewLoader}>{routes}</ViewLoaderContext.Provider> : routes}
          {toaster}
        </AppThemeProvider>
      </LiveConnectionProvider>
    </QueryClientProvider>
  );
}
