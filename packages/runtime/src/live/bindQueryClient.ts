import type { QueryClient } from '@tanstack/react-query';
import { liveQueryKeysOf } from './liveQueryKeys.js';
import type { LiveConnection } from './liveTypes.js';

/**
 * Each `changed` event invalidates the key families of the resources it names (active queries
 * refetch at once, the rest when next shown); `reset` invalidates everything. Returns the unbind.
 */
export function bindQueryClient(connection: LiveConnection, queryClient: QueryClient): () => void {
  return connection.onMessage((message) => {
    if (message.type === 'reset') {
      void queryClient.invalidateQueries();
      return;
    }
    for (const queryKey of liveQueryKeysOf(message.resources)) void queryClient.invalidateQueries({ queryKey });
  });
}
