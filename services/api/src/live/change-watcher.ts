/**
 * One MongoDB change stream per API process on the product's collections (never one per client: a
 * stream holds a driver connection), so every process sees every write, whichever process made it.
 * It keeps the last resume token and, after an error, reopens after it with a growing pause; when
 * the server no longer has history that far back (ChangeStreamHistoryLost) or the stream is
 * invalidated, it says so (`lost`) and starts again from now.
 */
import { LIVE_RESOURCES } from '@tradeboard/types';
import type { Connection, mongo } from 'mongoose';
import type { Logger } from '../logger.js';

export interface ChangeHandlers {
  /** A change in `collection`; `id` is its resume token's text (the same in every process). */
  change(collection: string, id: string): void;
  /** Changes may have been missed: clients must refetch everything. */
  lost(): void;
  /** The stream failed and reopens: changes until then arrive late (resumed) or never (lost). */
  interrupted?(): void;
}

export interface ChangeWatcher {
  stop(): Promise<void>;
}

const HISTORY_LOST = new Set([280, 286]); // ChangeStreamFatalError, ChangeStreamHistoryLost
const MAX_PAUSE_MS = 5000;

interface WatchedEvent {
  _id: mongo.ResumeToken;
  operationType: string;
  ns?: { coll?: string };
}

export function watchChanges(db: Connection, logger: Logger, handlers: ChangeHandlers): ChangeWatcher {
  const collections = Object.keys(LIVE_RESOURCES);
  const pipeline = [
    {
      $match: {
        $or: [{ 'ns.coll': { $in: collections } }, { operationType: { $in: ['invalidate', 'dropDatabase'] } }],
      },
    },
    { $project: { ns: 1, operationType: 1 } },
  ];
  let token: mongo.ResumeToken | undefined;
  let stream: mongo.ChangeStream | undefined;
  let stopped = false;
  let pause = 100;
  let retry: NodeJS.Timeout | undefined;

  const open = (): void => {
    if (stopped) return;
    stream = db.db!.watch(pipeline, token ? { resumeAfter: token } : {});
    stream.on('change', (event: WatchedEvent) => {
      pause = 100;
      if (event.operationType === 'invalidate' || event.operationType === 'dropDatabase') {
        token = undefined;
        handlers.lost();
        restart();
        return;
      }
      token = event._id;
      if (event.ns?.coll) handlers.change(event.ns.coll, tokenText(event._id));
    });
    stream.on('error', (error: Error & { code?: number }) => {
      if (stopped) return;
      if (error.code !== undefined && HISTORY_LOST.has(error.code)) {
        token = undefined;
        handlers.lost();
      }
      handlers.interrupted?.();
      logger.warn({ err: error, retryInMs: pause }, 'live updates: change stream failed; reopening');
      restart();
    });
  };

  const restart = (): void => {
    const closing = stream;
    stream = undefined;
    void closing?.close().catch(() => undefined);
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      open();
    }, pause);
    pause = Math.min(pause * 2, MAX_PAUSE_MS);
  };

  open();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await stream?.close().catch(() => undefined);
    },
  };
}

/** A resume token as text: its `_data` string (MongoDB's and the embedded server's tokens both have one). */
function tokenText(token: mongo.ResumeToken): string {
  const data = (token as { _data?: unknown })._data;
  return typeof data === 'string' ? data : JSON.stringify(token);
}
