/**
 * Clear All (SPEC sections 7 and 9): delete holdings in batches of 5 with a 100 ms pause between
 * batches. Stops at the first failed batch and rethrows; what was deleted before stays deleted.
 */
import { CLEAR_ALL_BATCH_SIZE, UI_TIMINGS_MS } from '@tradeboard/types/core';

export interface ClearOptions {
  remove: (id: string) => Promise<unknown>;
  /** Called after each batch with how many are deleted so far. */
  onProgress?: (deleted: number, total: number) => void;
  sleep?: (ms: number) => Promise<void>;
  batchSize?: number;
  pauseMs?: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function clearInBatches(ids: readonly string[], options: ClearOptions): Promise<void> {
  const {
    remove,
    onProgress,
    sleep = wait,
    batchSize = CLEAR_ALL_BATCH_SIZE,
    pauseMs = UI_TIMINGS_MS.clearAllPause,
  } = options;
  for (let start = 0; start < ids.length; start += batchSize) {
    if (start > 0) await sleep(pauseMs);
    await Promise.all(ids.slice(start, start + batchSize).map(remove));
    onProgress?.(Math.min(start + batchSize, ids.length), ids.length);
  }
}
