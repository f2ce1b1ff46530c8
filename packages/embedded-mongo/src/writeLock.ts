/**
 * MongoDB's fsyncLock for this server: while any hold is taken (`{ fsync: 1, lock: true }`), commands
 * that change data wait before they run; reads go on. `{ fsyncUnlock: 1 }` releases one hold. A hold
 * also ends when its connection closes or after `maxHoldMs`, so a client that dies while holding the
 * lock cannot stop writes for good. Used for consistent backups: open one cursor per collection
 * (results are materialised when a cursor opens) under the lock, release it, then read the cursors.
 */
export class WriteLock {
  private readonly holds = new Map<number, { connectionId: number; timer: NodeJS.Timeout }>();
  private nextHoldId = 1;
  private waiters: Array<() => void> = [];

  constructor(private readonly maxHoldMs = 60_000) {}

  get count(): number {
    return this.holds.size;
  }

  lock(connectionId: number): number {
    const holdId = this.nextHoldId++;
    const timer = setTimeout(() => {
      process.emitWarning(`embedded-mongo: a write lock held longer than ${this.maxHoldMs} ms was released`);
      this.release(holdId);
    }, this.maxHoldMs);
    timer.unref();
    this.holds.set(holdId, { connectionId, timer });
    return this.holds.size;
  }

  /** Releases one hold of this connection (else the oldest, as fsyncUnlock is global in MongoDB); answers how many remain, or -1 when none was held. */
  unlock(connectionId: number): number {
    if (this.holds.size === 0) return -1;
    const own = [...this.holds].find(([, hold]) => hold.connectionId === connectionId);
    this.release(own ? own[0] : this.holds.keys().next().value!);
    return this.holds.size;
  }

  /** A closed connection gives its holds back. */
  releaseConnection(connectionId: number): void {
    for (const [holdId, hold] of [...this.holds]) if (hold.connectionId === connectionId) this.release(holdId);
  }

  /** Resolves at once when no hold is taken, else when the last one is released. */
  whenUnlocked(): Promise<void> | undefined {
    if (this.holds.size === 0) return undefined;
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  releaseAll(): void {
    for (const holdId of [...this.holds.keys()]) this.release(holdId);
  }

  private release(holdId: number): void {
    const hold = this.holds.get(holdId);
    if (!hold) return;
    clearTimeout(hold.timer);
    this.holds.delete(holdId);
    if (this.holds.size === 0) {
      const waiters = this.waiters;
      this.waiters = [];
      for (const wake of waiters) wake();
    }
  }
}
