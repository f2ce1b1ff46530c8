/** Background removal of documents whose TTL index date is older than `expireAfterSeconds`. */
import { toCommandError } from '../errors.js';
import type { Engine } from './engine.js';
import type { JournalOp } from './ops.js';
import { valuesAtPath } from '../values/paths.js';

export class TtlMonitor {
  private readonly engine: Engine;
  private readonly commit: (ops: JournalOp[]) => Promise<void>;
  private readonly intervalMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  /** While this answers true (a write lock is held) sweeps are skipped. */
  private readonly paused: () => boolean;

  constructor(
    engine: Engine,
    commit: (ops: JournalOp[]) => Promise<void>,
    intervalMs: number,
    paused: () => boolean = () => false,
  ) {
    this.engine = engine;
    this.paused = paused;
    this.commit = commit;
    this.intervalMs = intervalMs;
  }

  start(): void {
    this.timer = setInterval(() => void this.sweep(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Deletes every expired document now; returns how many were removed. */
  async sweep(now = Date.now()): Promise<number> {
    if (this.running || this.paused()) return 0;
    this.running = true;
    try {
      const removed = this.removeExpired(now);
      const ops = this.engine.takePending();
      if (ops.length > 0) await this.commit(ops);
      return removed;
    } catch (error) {
      process.emitWarning(`embedded-mongo TTL sweep failed: ${toCommandError(error).message}`);
      return 0;
    } finally {
      this.running = false;
    }
  }

  private removeExpired(now: number): number {
    let removed = 0;
    for (const collections of this.engine.databases.values()) {
      for (const collection of collections.values()) {
        for (const index of collection.indexes.values()) {
          const seconds = index.spec.expireAfterSeconds;
          if (seconds === undefined || index.fields.length !== 1) continue;
          const field = index.fields[0] as string;
          const cutoff = now - seconds * 1000;
          for (const record of [...collection.records.values()]) {
            if (!index.keysOf(record.view)) continue; // sparse/partial TTL index does not hold it
            const dates = valuesAtPath(record.doc, field).values.filter(
              (value): value is Date => value instanceof Date,
            );
            if (dates.length === 0) continue;
            const earliest = Math.min(...dates.map((date) => date.getTime()));
            if (earliest <= cutoff) {
              collection.delete(record);
              removed++;
            }
          }
        }
      }
    }
    return removed;
  }
}
