/** Live updates of one API process: the database's change stream feeding the hub of open event streams. */
import type { Connection } from 'mongoose';
import type { Logger } from '../logger.js';
import { watchChanges } from './change-watcher.js';
import { LiveHub } from './live-hub.js';

export interface LiveUpdates {
  hub: LiveHub;
  stop(): Promise<void>;
}

export function startLiveUpdates(db: Connection, logger: Logger): LiveUpdates {
  const hub = new LiveHub();
  const watcher = watchChanges(db, logger, {
    change: (collection, id) => hub.change(collection, id),
    lost: () => hub.lost(),
  });
  return {
    hub,
    async stop() {
      hub.closeAll();
      await watcher.stop();
    },
  };
}
