import { useQueryClient } from '@tanstack/react-query';
import { LoadingState, type TabId } from '@tradeboard/ui';
import { useCallback, useDeferredValue, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { logout } from '../auth/authActions.js';
import { useAuthStatus } from '../auth/useAuthStatus.js';
import { DashboardPage } from '../dashboard/DashboardPage.js';
import { FrameHoldContext, useHydrated } from '../frame/hydration.js';

/** / and /admin/<tab>: the admin dashboard behind the auth check. */
export function AdminDashboardPage({ tab }: { tab: TabId }) {
  const auth = useAuthStatus();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const signedIn = auth.data?.isAuthenticated === true;
  // The server sends the prerendered admin frame to a visitor with a session cookie: the page that
  // hydrates it keeps showing that frame (its slots loading nothing) until the session is checked,
  // and renders it while hydrating even when the page carried the session's status.
  const hydrated = useHydrated();
  const [fromFrame] = useState(() => !hydrated);
  // Stable, so the memoised header does not re-render with every render of this page.
  const onLogout = useCallback(() => void logout(queryClient), [queryClient]);

  // The one way out to /login: signed out from the start, or after Logout refreshed the status.
  useEffect(() => {
    if (!auth.isLoading && !signedIn) navigate('/login', { replace: true });
  }, [auth.isLoading, signedIn, navigate]);

  // The switch from the frame to the dashboard is deferred: React renders it in slices after the
  // hydration's task, not inside it (which ends with a synchronous render as hydration ends).
  const frameDone = useDeferredValue(hydrated && !auth.isLoading);

  if (fromFrame && !frameDone) {
    return (
      <FrameHoldContext.Provider value>
        <DashboardPage role="admin" tab={tab} />
      </FrameHoldContext.Provider>
    );
  }
  if (auth.isLoading) return <LoadingState variant="page" text="Loading dashboard..." />;
  if (!signedIn) return <LoadingState variant="page" text="Redirecting to login..." />;

  return (
    <FrameHoldContext.Provider value={false}>
      <DashboardPage role="admin" tab={tab} username={auth.data?.username} onLogout={onLogout} />
    </FrameHoldContext.Provider>
  );
}
