/**
 * The recent changes, in cluster-time order, for change streams: a bounded in-memory log (the
 * oplog's role), rebuilt at start from the journal written since the last snapshot. A reader waits
 * for entries after a position; `floor` is the newest time that is no longer known (older history
 * was dropped or folded into a snapshot), so a resume from before it cannot be exact.
 */
import { Timestamp } from 'bson';
import type { Doc } from '../values/document.js';
import { compareTimes } from './clusterTime.js';

export type ChangeKind = 'insert' | 'update' | 'replace' | 'delete' | 'drop' | 'dropDatabase';

export interface ChangeEntry {
  time: Timestamp;
  wallTime: Date;
  kind: ChangeKind;
  db: string;
  coll: string | undefined;
  /** The document's `_id` (insert, update, replace, delete). */
  id?: unknown;
  /** The document before (update, replace, delete) and after (insert, update, replace); stored documents are immutable. */
  before?: Doc | undefined;
  after?: Doc | undefined;
}

/** Default number of changes kept in memory. */
const DEFAULT_FEED_CAPACITY = 50_000;

export class ChangeFeed {
  private readonly entries: ChangeEntry[] = [];
  private readonly capacity: number;
  private waiters: Array<() => void> = [];
  /** Changes at or before this time are not all known. */
  floor: Timestamp = new Timestamp({ t: 0, i: 0 });

  constructor(capacity = DEFAULT_FEED_CAPACITY) {
    this.capacity = capacity;
  }

  /** The newest change known (or the floor when none is). */
  get latest(): Timestamp {
    return this.entries.length > 0 ? (this.entries[this.entries.length - 1] as ChangeEntry).time : this.floor;
  }

  append(entry: ChangeEntry): void {
    this.entries.push(entry);
    if (this.entries.length > this.capacity) {
      const dropped = this.entries.splice(0, this.entries.length - this.capacity);
      this.floor = (dropped[dropped.length - 1] as ChangeEntry).time;
    }
  }

  /** Wakes every reader waiting for new entries (after a batch of appends). */
  notify(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /** True when every change after `time` is still here. */
  covers(time: Timestamp): boolean {
    return compareTimes(time, this.floor) >= 0;
  }

  /** Entries strictly after `time`, oldest first. */
  after(time: Timestamp): ChangeEntry[] {
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compareTimes((this.entries[middle] as ChangeEntry).time, time) <= 0) low = middle + 1;
      else high = middle;
    }
    return this.entries.slice(low);
  }

  /** Resolves at the next `notify()` (new entries) or after `timeoutMs`, whichever comes first. */
  waitForMore(timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.waiters = this.waiters.filter((waiter) => waiter !== done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.waiters.push(done);
    });
  }
}
