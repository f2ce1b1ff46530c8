/**
 * All databases and collections in memory. Every change goes through here, is recorded as a
 * JournalOp, and is handed to the durability layer by `takePending()` after each command.
 */
import { MongoCommandError } from '../errors.js';
import type { Doc } from '../values/document.js';
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
  protected readonly emit = (op: JournalOp): void => {
    this.pending.push(op);
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

  /** Recovery: re-applies a journaled op without checks or re-journaling. */
  replay(op: JournalOp): void {
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
        for (const inner of op.ops) this.replay(inner);
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
