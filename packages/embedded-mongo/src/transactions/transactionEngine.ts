/**
 * A transaction's private engine: snapshot reads plus its own writes, committed all at once.
 *
 * Snapshot: a collection is copied the first time the transaction touches it, or, if the shared
 * engine is about to change it first, just before that change (the engine tells every open view:
 * copy-on-write). Either way the copy is the collection as it was when the transaction began.
 * Stored records are immutable, so a copy shares them and only duplicates the maps.
 *
 * Commit (first committer wins, as MongoDB's snapshot isolation): every document the transaction
 * wrote must still be, in the shared engine, the very record it started from; otherwise the commit
 * is a WriteConflict with the TransientTransactionError label, so the driver's withTransaction
 * runs the transaction again. The changes are then applied to the shared engine inside
 * `Engine.atomically`, which journals them as one record.
 */
import { calculateObjectSize } from 'bson';
import { MongoCommandError } from '../errors.js';
import type { Collection, StoredRecord } from '../storage/collection.js';
import { Engine, type SnapshotView } from '../storage/engine.js';
import type { JournalOp } from '../storage/ops.js';
import { keyOf } from '../values/keys.js';

/** What the transaction saw of one collection when it first looked. */
interface Seen {
  /** The shared engine's collection object then (undefined: it did not exist). */
  source: Collection | undefined;
  /** Its documents then, by id: what every write must still find at commit. */
  originals: ReadonlyMap<string, StoredRecord>;
}

/** A journal record must stay below the record reader's limit (recordLog.ts) with room for its envelope. */
const MAX_TRANSACTION_BYTES = 48 * 1024 * 1024;

const writeConflict = (): MongoCommandError =>
  new MongoCommandError(
    'WriteConflict',
    'Write conflict during plan execution and yielding is disabled. :: Please retry your operation or multi-document transaction.',
    { errorLabels: ['TransientTransactionError'] },
  );

const namespaceOf = (db: string, name: string): string => `${db}.${name}`;

export class TransactionEngine extends Engine implements SnapshotView {
  private readonly shared: Engine;
  private readonly seen = new Map<string, Seen>();
  private closed = false;

  constructor(shared: Engine) {
    super(shared.metrics);
    this.shared = shared;
    shared.openView(this);
  }

  /** SnapshotView: the shared engine is about to change this collection. */
  preserve(db: string, name: string): void {
    if (!this.seen.has(namespaceOf(db, name))) this.capture(db, name);
  }

  override getCollection(db: string, name: string): Collection | undefined {
    if (!this.seen.has(namespaceOf(db, name))) this.capture(db, name);
    return super.getCollection(db, name);
  }

  override listCollections(db: string): Collection[] {
    const names = new Set([
      ...this.shared.listCollections(db).map((collection) => collection.name),
      ...super.listCollections(db).map((collection) => collection.name),
    ]);
    return [...names].map((name) => this.getCollection(db, name)).filter((c): c is Collection => c !== undefined);
  }

  private capture(db: string, name: string): void {
    const source = this.shared.getCollection(db, name);
    this.seen.set(namespaceOf(db, name), { source, originals: new Map(source?.records ?? []) });
    if (source) this.adopt(source.clone(this.emit));
  }

  /** Ends the snapshot: the shared engine stops telling this transaction about changes. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.shared.closeView(this);
  }

  /** Applies `ops` (everything this transaction wrote, in order) to the shared engine as one journal record. */
  commit(ops: readonly JournalOp[]): void {
    this.close();
    if (ops.length === 0) return;
    this.checkConflicts(ops);
    const size = ops.reduce((sum, op) => sum + calculateObjectSize(op as never), 0);
    if (size > MAX_TRANSACTION_BYTES) {
      throw new MongoCommandError(
        'TransactionTooLarge',
        `Total size of all transaction operations must be less than ${MAX_TRANSACTION_BYTES}. Actual size is ${size}`,
      );
    }
    this.shared.atomically(() => applyAll(this.shared, ops));
  }

  private checkConflicts(ops: readonly JournalOp[]): void {
    for (const op of ops) {
      if (op.op !== 'put' && op.op !== 'delete' && op.op !== 'createCollection') {
        throw new MongoCommandError('OperationNotSupportedInTransaction', `${op.op} is not allowed in a transaction`);
      }
      const seen = this.seen.get(namespaceOf(op.db, op.coll));
      // The collection itself was created, dropped or re-created by someone else meanwhile.
      if (!seen || this.shared.getCollection(op.db, op.coll) !== seen.source) throw writeConflict();
      if (op.op === 'createCollection' || !seen.source) continue;
      const id = keyOf(op.op === 'put' ? op.doc._id : op.id);
      if (seen.source.get(id) !== seen.originals.get(id)) throw writeConflict();
    }
  }
}

/** Applies the ops in order with the shared engine's checks; on any failure undoes what it did and throws. */
function applyAll(shared: Engine, ops: readonly JournalOp[]): void {
  const undo: Array<() => void> = [];
  try {
    for (const op of ops) {
      if (op.op === 'createCollection') {
        shared.createCollection(op.db, op.coll, op.options);
        undo.push(() => shared.dropCollection(op.db, op.coll, false));
        continue;
      }
      if (op.op !== 'put' && op.op !== 'delete') continue; // refused by checkConflicts
      const collection = shared.getCollection(op.db, op.coll);
      if (!collection) throw writeConflict();
      if (op.op === 'put') {
        const previous = collection.get(keyOf(op.doc._id));
        if (previous) collection.replace(previous, op.doc);
        else collection.insert(op.doc);
        undo.push(() => (previous ? collection.restore(previous.doc) : collection.restoreDelete(op.doc._id)));
      } else {
        const previous = collection.get(keyOf(op.id));
        if (!previous) continue;
        collection.delete(previous);
        undo.push(() => collection.restore(previous.doc));
      }
    }
  } catch (error) {
    for (const step of undo.reverse()) step();
    // A unique key taken meanwhile by another writer: as MongoDB, a conflict the transaction can retry.
    if (error instanceof MongoCommandError && error.codeName === 'DuplicateKey') throw writeConflict();
    throw error;
  }
}
