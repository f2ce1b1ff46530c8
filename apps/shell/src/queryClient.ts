import { bindQueryClient, createLiveConnection, createQueryClient, noteOwnWrite } from '@tradeboard/runtime';
import { followModuleDeploys } from './remotes/moduleUpdates.js';

/**
 * The page's one QueryClient and one live connection (GET /api/events, shared with the browser's
 * other tabs); every parcel receives both, so "Refresh All" and the stream's events reach all
 * modules. The stream's events invalidate the matching queries; the page's own writes are noted so
 * no tab notifies about them.
 */
export function createPageClients() {
  const live = createLiveConnection();
  const queryClient = createQueryClient({ onMutationSuccess: (data) => noteOwnWrite(live, data) });
  bindQueryClient(live, queryClient);
  followModuleDeploys(live);
  return { live, queryClient };
}
