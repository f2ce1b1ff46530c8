/** Everything createApp needs from the outside world, injected so tests control it. */
import type { Connection } from 'mongoose';
import type { OcrReader } from './bot-analysis/ocr-pool.js';
import type { Config } from './config.js';
import type { LiveHub } from './live/live-hub.js';
import type { Logger } from './logger.js';
import type { ReadCache } from './http/read-cache.js';
import type { OverloadGuard } from './http/overload.js';
import type { FileStorage } from './storage/file-storage.js';

export interface AppDeps {
  db: Connection;
  storage: FileStorage;
  /** Current time; tests pass a fixed or movable clock. */
  clock: () => Date;
  config: Config;
  logger: Logger;
  /** Reads screenshots (bot analysis); the process's shared worker pool when not given. */
  ocr?: OcrReader;
  /** Live updates (GET /api/events); without it the route answers 503. */
  live?: LiveHub;
  /**
   * Cached serialised reads (http/read-cache.ts); kept fresh by the change stream, so only given
   * with live updates running. Without it every read is built by its handler.
   */
  readCache?: ReadCache;
  /** Overload control (http/overload.ts); the server always has one, most tests none. */
  overload?: OverloadGuard;
}
