/**
 * Appends records to a journal file with group commit: records queued while a write+fsync is in
 * flight go out together in the next one. `append` resolves only once its record is on disk.
 */
import { open, type FileHandle } from 'node:fs/promises';

interface Waiter {
  resolve: () => void;
  reject: (error: Error) => void;
}

export class JournalWriter {
  readonly path: string;
  private readonly handle: FileHandle;
  private pending: Buffer[] = [];
  private waiters: Waiter[] = [];
  private flushing: Promise<void> | undefined;
  private failure: Error | undefined;
  /** Bytes in the file, including records not yet flushed. */
  size: number;

  private constructor(path: string, handle: FileHandle, size: number) {
    this.path = path;
    this.handle = handle;
    this.size = size;
  }

  static async open(path: string): Promise<JournalWriter> {
    const handle = await open(path, 'a', 0o600);
    const { size } = await handle.stat();
    return new JournalWriter(path, handle, size);
  }

  append(records: Buffer[]): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    for (const record of records) {
      this.pending.push(record);
      this.size += record.length;
    }
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.flushing ??= this.flushLoop();
    return done;
  }

  /** Waits for queued records, then closes the file. */
  async close(): Promise<void> {
    await this.flushing;
    await this.handle.close();
  }

  private async flushLoop(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending;
      const waiters = this.waiters;
      this.pending = [];
      this.waiters = [];
      try {
        let buffer = Buffer.concat(batch);
        while (buffer.length > 0) {
          const { bytesWritten } = await this.handle.write(buffer);
          buffer = buffer.subarray(bytesWritten);
        }
        await this.handle.datasync();
        for (const waiter of waiters) waiter.resolve();
      } catch (error) {
        // A failed write leaves the file in an unknown state: refuse everything from now on.
        this.failure = error as Error;
        for (const waiter of [...waiters, ...this.waiters]) waiter.reject(this.failure);
        this.pending = [];
        this.waiters = [];
      }
    }
    this.flushing = undefined;
  }
}
