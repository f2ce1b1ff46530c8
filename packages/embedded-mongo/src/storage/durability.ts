/**
 * Durability. In memory (no dbPath) commits are no-ops. With a dbPath, every command's ops are
 * journaled (checksummed records, fsync before the reply) and the journal is periodically compacted
 * into a snapshot. Files in the data directory:
 *   snapshot.bson        complete state as of generation G (atomically replaced)
 *   journal-<N>.log      ops after the snapshot of generation N; replayed for N >= G
 *   embedded-mongo.lock  the owning process
 */
import { serialize } from 'bson';
import { mkdir, readdir, readFile, stat, truncate, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeDocument } from '../wire/bsonCodec.js';
import type { Engine } from './engine.js';
import { fsyncDirectory } from './fsyncDirectory.js';
import { JournalWriter } from './journalWriter.js';
import { acquireLock } from './lockFile.js';
import type { JournalOp } from './ops.js';
import { frameRecord, parseRecords } from './recordLog.js';
import { captureImage, loadSnapshot, writeSnapshot } from './snapshot.js';

export interface Storage {
  /** Resolves once the ops are durable. */
  commit(ops: JournalOp[]): Promise<void>;
  close(): Promise<void>;
}

export interface StorageOptions {
  dbPath?: string | undefined;
  compactThresholdBytes?: number | undefined;
}

const memoryStorage: Storage = {
  commit: () => Promise.resolve(),
  close: () => Promise.resolve(),
};

export async function openStorage(engine: Engine, options: StorageOptions): Promise<Storage> {
  if (!options.dbPath) return memoryStorage;
  return DurableStorage.open(engine, options.dbPath, options.compactThresholdBytes ?? 16 * 1024 * 1024);
}

const SNAPSHOT_NAME = 'snapshot.bson';
const journalName = (generation: number): string => `journal-${generation}.log`;

class DurableStorage implements Storage {
  private readonly engine: Engine;
  private readonly dbPath: string;
  private readonly threshold: number;
  private readonly releaseLock: () => void;
  private writer: JournalWriter;
  private generation: number;
  private snapshotBytes: number;
  private compaction: Promise<void> | undefined;

  private constructor(
    engine: Engine,
    dbPath: string,
    threshold: number,
    releaseLock: () => void,
    writer: JournalWriter,
    generation: number,
    snapshotBytes: number,
  ) {
    this.engine = engine;
    this.dbPath = dbPath;
    this.threshold = threshold;
    this.releaseLock = releaseLock;
    this.writer = writer;
    this.generation = generation;
    this.snapshotBytes = snapshotBytes;
  }

  static async open(engine: Engine, dbPath: string, threshold: number): Promise<DurableStorage> {
    await mkdir(dbPath, { recursive: true, mode: 0o700 });
    const releaseLock = await acquireLock(dbPath);
    try {
      const snapshotPath = join(dbPath, SNAPSHOT_NAME);
      let generation = 0;
      let snapshotBytes = 0;
      const snapshot = await readFile(snapshotPath).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      if (snapshot) {
        generation = loadSnapshot(snapshot, engine, snapshotPath);
        snapshotBytes = snapshot.length;
      }
      await unlink(`${snapshotPath}.tmp`).catch(() => undefined);

      const journals = (await readdir(dbPath))
        .map((name) => /^journal-(\d+)\.log$/.exec(name))
        .filter((match): match is RegExpExecArray => match !== null)
        .map((match) => Number(match[1]))
        .sort((a, b) => a - b);
      let current = generation;
      for (const journalGeneration of journals) {
        const path = join(dbPath, journalName(journalGeneration));
        if (journalGeneration < generation) {
          await unlink(path); // already folded into the snapshot
          continue;
        }
        await replayJournal(engine, path);
        current = journalGeneration;
      }
      const writer = await JournalWriter.open(join(dbPath, journalName(current)));
      await fsyncDirectory(writer.path);
      const storage = new DurableStorage(engine, dbPath, threshold, releaseLock, writer, current, snapshotBytes);
      // Several journals (a compaction was interrupted) or a big one: fold them into a snapshot now.
      if (journals.filter((g) => g >= generation).length > 1) storage.startCompaction();
      else storage.maybeCompact();
      await storage.compaction;
      return storage;
    } catch (error) {
      releaseLock();
      throw error;
    }
  }

  commit(ops: JournalOp[]): Promise<void> {
    const records = ops.map((op) => frameRecord(serialize(op, { ignoreUndefined: true })));
    const durable = this.writer.append(records);
    this.maybeCompact();
    return durable;
  }

  async close(): Promise<void> {
    await this.compaction;
    await this.writer.close();
    this.releaseLock();
  }

  private maybeCompact(): void {
    if (this.writer.size > Math.max(this.threshold, this.snapshotBytes)) this.startCompaction();
  }

  private startCompaction(): void {
    this.compaction ??= this.compact()
      .catch((error: Error) => process.emitWarning(`embedded-mongo: journal compaction failed: ${error.message}`))
      .finally(() => {
        this.compaction = undefined;
      });
  }

  /** Switches to a new journal and writes a snapshot of everything before the switch. */
  private async compact(): Promise<void> {
    const nextGeneration = this.generation + 1;
    const next = await JournalWriter.open(join(this.dbPath, journalName(nextGeneration)));
    await fsyncDirectory(next.path);
    // Synchronous switch: every op applied so far is in the image, every later op goes to `next`.
    const image = captureImage(this.engine);
    const clusterTime = this.engine.clock.last;
    const previous = this.writer;
    this.writer = next;
    this.generation = nextGeneration;
    const snapshotPath = join(this.dbPath, SNAPSHOT_NAME);
    await writeSnapshot(snapshotPath, nextGeneration, image, clusterTime);
    this.snapshotBytes = (await stat(snapshotPath)).size;
    await previous.close();
    await unlink(previous.path);
    await fsyncDirectory(previous.path);
  }
}

/** Replays a journal; a torn or corrupt tail is cut off so new records append after valid ones. */
async function replayJournal(engine: Engine, path: string): Promise<void> {
  const bytes = await readFile(path);
  const { payloads, validLength } = parseRecords(bytes);
  for (const payload of payloads) engine.replay(decodeDocument(payload) as unknown as JournalOp, true);
  if (validLength < bytes.length) {
    process.emitWarning(
      `embedded-mongo: discarded ${bytes.length - validLength} bytes of incomplete journal record in ${path}`,
    );
    await truncate(path, validLength);
  }
}
