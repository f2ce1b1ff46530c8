/**
 * All databases and collections in memory. Every change goes through here, is recorded as a
 * JournalOp, and is handed to the durability layer by `takePending()` after each command.
 */
import { ChangeFeed, type ChangeEntry } from '../changes/changeFeed.js';
import { ClusterClock } from '../changes/clusterTime.js';
import { MongoCommandError } from '../errors.js';
import type { Doc } from '../values/document.js';
import { keyOf } from '../values/keys.js';
import { Collection } from './collection.js';
import type { JournalOp } from './ops.js';

/** Counters reported by serverStatus, named as in MongoDB's `metrics` section. */
export interface EngineMetrics {
  /** Documents examined by queries (a collection scan examines every document). */
  scannedObjects: number;
  /** Index entries examined. */
  scannedKeys: number;
}

/** An open transaction's view of this engine: told before a collection changes, so it can keep the state before. */
export interface SnapshotView {
  preserve(db: string, name: string): void;
}

export class Engine {
  readonly metrics: EngineMetrics;
  readonly databases = new Map<string, Map<string, Collection>>();
  private pending: JournalOp[] = [];
  private readonly views = new Set<SnapshotView>();
  /** Cluster times for changes, and the recent changes change streams read. */
  readonly clock = new ClusterClock();
  readonly feed = new ChangeFeed();
  /** The document before an update or delete, for its change event (kept off the journaled op). */
  private readonly before = new WeakMap<JournalOp, Doc>();
  protected readonly emit = (op: JournalOp, before?: Doc): void => {
    this.pending.push(op);
    if (before) this.before.set(op, before);
  };
  private readonly beforeChange = (collection: Collection): void => this.preserveFor(collection.db, collection.name);

  constructor(metrics: EngineMetrics = { scannedObjects: 0, scannedKeys: 0 }) {
    this.metrics = metrics;
  }

  /** Open transactions reading a snapshot of this engine (copy-on-write: see SnapshotView). */
  openView(view: SnapshotView): void {
    this.views.add(view);
  }

  closeView(view: SnapshotView): void {
    this.views.delete(view);
  }

  private preserveFor(db: string, name: string): void {
    for (const view of this.views) view.preserve(db, name);
  }

  /**
   * Runs `apply` so that everything it changes reaches the journal as ONE record (a committed
   * transaction: after a crash it is all there or not at all). If `apply` throws, it must have
   * undone its changes; nothing is journaled.
   */
  atomically(apply: () => void): void {
    const start = this.pending.length;
    try {
      apply();
    } catch (error) {
      this.pending.splice(start);
      throw error;
    }
    const ops = this.pending.splice(start);
    if (ops.length > 0) this.pending.push({ op: 'txn', ops });
  }

  /** Gives each change among `ops` its cluster time; done before they are journaled, so the times are too. */
  stamp(ops: readonly JournalOp[]): void {
    for (const op of ops) {
      if (op.op === 'txn') this.stamp(op.ops);
      else if (op.op === 'put' || op.op === 'delete' || op.op === 'dropCollection' || op.op === 'dropDatabase')
        op.ts = this.clock.next();
    }
  }

  /** Once `ops` are durable: their changes become visible to change streams. */
  publish(ops: readonly JournalOp[]): void {
    this.record(ops);
    this.feed.notify();
  }

  private record(ops: readonly JournalOp[]): void {
    for (const op of ops) {
      if (op.op === 'txn') this.record(op.ops);
      else {
        const entry = this.changeOf(op, this.before.get(op));
        if (entry) this.feed.append(entry);
      }
    }
  }

  private changeOf(op: JournalOp, before: Doc | undefined): ChangeEntry | undefined {
    if (op.op !== 'put' && op.op !== 'delete' && op.op !== 'dropCollection' && op.op !== 'dropDatabase') return;
    const time = op.ts ?? this.clock.next();
    const base = { time, wallTime: new Date(time.high * 1000), db: op.db };
    switch (op.op) {
      case 'put':
        return {
          ...base,
          coll: op.coll,
          kind: op.kind ?? (before ? 'update' : 'insert'),
          id: op.doc._id,
          before,
          after: op.doc,
        };
      case 'delete':
        return { ...base, coll: op.coll, kind: 'delete', id: op.id, before };
      case 'dropCollection':
        return { ...base, coll: op.coll, kind: 'drop' };
      case 'dropDatabase':
        return { ...base, coll: undefined, kind: 'dropDatabase' };
    }
  }

  /** Ops applied since the last call; the caller makes them durable before acknowledging. */
  takePending(): JournalOp[] {
    const ops = this.pending;
    this.pending = [];
    return ops;
  }

  getCollection(db: string, name: string): Collection | undefined {
    return this.databases.get(db)?.get(name);
  }

  listCollections(db: string): Collection[] {
    return [...(this.databases.get(db)?.values() ?? [])];
  }

  /** Implicit creation, as inserts, upserts and createIndexes do. */
  ensureCollection(db: string, name: string): { collection: Collection; created: boolean } {
    const existing = this.getCollection(db, name);
    if (existing) return { collection: existing, created: false };
    return { collection: this.createCollection(db, name, {}), created: true };
  }

  createCollection(db: string, name: string, options: Doc, journaled = true): Collection {
    validateNamespace(db, name);
    if (this.getCollection(db, name)) {
      throw new MongoCommandError('NamespaceExists', `Collection ${db}.${name} already exists.`);
    }
    this.preserveFor(db, name);
    const collection = new Collection(db, name, options, this.emit, this.metrics, this.beforeChange);
    this.adopt(collection);
    if (journaled) this.emit({ op: 'createCollection', db, coll: name, options });
    return collection;
  }

  /** Puts a collection object in place (a new one, or a transaction's copy). */
  protected adopt(collection: Collection): void {
    let collections = this.databases.get(collection.db);
    if (!collections) this.databases.set(collection.db, (collections = new Map()));
    collections.set(collection.name, collection);
  }

  dropCollection(db: string, name: string, journaled = true): boolean {
    const collections = this.databases.get(db);
    if (!collections?.has(name)) return false;
    this.preserveFor(db, name);
    collections.delete(name);
    if (collections.size === 0) this.databases.delete(db);
    if (journaled) this.emit({ op: 'dropCollection', db, coll: name });
    return true;
  }

  dropDatabase(db: string, journaled = true): void {
    for (const name of this.databases.get(db)?.keys() ?? []) this.preserveFor(db, name);
    this.databases.delete(db);
    if (journaled) this.emit({ op: 'dropDatabase', db });
  }

  /**
   * Recovery: re-applies a journaled op without checks or re-journaling. Ops from the journal are
   * history (`history`: they become change events again); a snapshot's documents are not.
   */
  replay(op: JournalOp, history = false): void {
    if (history && op.op !== 'txn') {
      const before =
        op.op === 'put'
          ? this.getCollection(op.db, op.coll)?.get(keyOf(op.doc._id))?.doc
          : op.op === 'delete'
            ? this.getCollection(op.db, op.coll)?.get(keyOf(op.id))?.doc
            : undefined;
      const entry = this.changeOf(op, before);
      if (entry) {
        this.clock.advanceTo(entry.time);
        this.feed.append(entry);
      }
    }
    switch (op.op) {
      case 'createCollection':
        if (!this.getCollection(op.db, op.coll)) this.createCollection(op.db, op.coll, op.options, false);
        return;
      case 'dropCollection':
        this.dropCollection(op.db, op.coll, false);
        return;
      case 'dropDatabase':
        this.dropDatabase(op.db, false);
        return;
      case 'createIndex':
        this.replayTarget(op.db, op.coll).addIndex(op.spec, false);
        return;
      case 'dropIndex':
        this.replayTarget(op.db, op.coll).dropIndex(op.name, false);
        return;
      case 'put':
        this.replayTarget(op.db, op.coll).restore(op.doc);
        return;
      case 'delete':
        this.getCollection(op.db, op.coll)?.restoreDelete(op.id);
        return;
      case 'txn':
        for (const inner of op.ops) this.replay(inner, history);
        return;
    }
  }

  private replayTarget(db: string, name: string): Collection {
    return this.getCollection(db, name) ?? this.createCollection(db, name, {}, false);
  }
}

function validateNamespace(db: string, name: string): void {
  if (!db || /[/\\. "$\0]/.test(db)) throw new MongoCommandError('InvalidNamespace', `Invalid database name: '${db}'`);
  if (!name || name.includes('\0') || name.startsWith('.') || name.includes('$')) {
    throw new MongoCommandError('InvalidNamespace', `Invalid collection name: ${name}`);
  }
}
