/** Live updates of one API process: the database's change stream feeding the hub of open event streams. */
import type { Connection } from 'mongoose';
import type { Logger } from '../logger.js';
import { watchChanges } from './change-watcher.js';
import { LiveHub } from './live-hub.js';
import type { ReadCache } from '../http/read-cache.js';

export interface LiveUpdates {
  hub: LiveHub;
  stop(): Promise<void>;
}

/** `cache`: the read cache to drop entries from, before clients hear of the change. */
export function startLiveUpdates(db: Connection, logger: Logger, cache?: ReadCache): LiveUpdates {
  const hub = new LiveHub();
  const watcher = watchChanges(db, logger, {
    change: (collection, id) => {
      cache?.invalidateCollection(collection);
      hub.change(collection, id);
    },
    lost: () => {
      cache?.invalidate('all');
      hub.lost();
    },
    interrupted: () => cache?.invalidate('all'),
  });
  return {
    hub,
    async stop() {
      hub.closeAll();
      await watcher.stop();
    },
  };
}
