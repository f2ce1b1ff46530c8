import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { LiveConnection, LiveState } from './liveTypes.js';
import { offlineConnection } from './offlineConnection.js';

const LiveConnectionContext = createContext<LiveConnection>(offlineConnection);

/** The shell provides its connection; createViewParcel provides the one ParcelProps.live hands over. */
export function LiveConnectionProvider({ connection, children }: { connection?: LiveConnection; children: ReactNode }) {
  return (
    <LiveConnectionContext.Provider value={connection ?? offlineConnection}>{children}</LiveConnectionContext.Provider>
  );
}

export function useLiveConnection(): LiveConnection {
  return useContext(LiveConnectionContext);
}

export function useLiveState(): LiveState {
  const connection = useLiveConnection();
  return useSyncExternalStore(connection.subscribe, connection.getState, connection.getState);
}

/**
 * A query's `refetchInterval`: the spec's polling interval (SPEC section 9) while the stream is not
 * up, `false` while it is (the stream's events refetch instead). Changing it re-arms TanStack's timer.
 */
export function usePollingInterval(intervalMs: number): number | false {
  return useLiveState().status === 'live' ? false : intervalMs;
}
