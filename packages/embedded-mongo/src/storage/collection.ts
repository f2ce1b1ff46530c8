/** One collection: documents by `_id`, its secondary indexes, and the unique-key checks. */
import { type Binary, serialize, UUID } from 'bson';
import { MongoCommandError } from '../errors.js';
import { toView, type Doc } from '../values/document.js';
import { keyOf } from '../values/keys.js';
import { Index, type IndexKeys } from './secondaryIndex.js';
import { ID_INDEX_SPEC, type IndexSpec } from './indexSpec.js';
import type { JournalOp } from './ops.js';

/** Hands a change to the engine: the journal op, and for updates and deletes the document before it. */
export type ChangeEmitter = (op: JournalOp, before?: Doc) => void;

/** A stored document (never mutated once stored) and the form mingo matches against. */
export interface StoredRecord {
  readonly id: string;
  readonly doc: Doc;
  readonly view: Doc;
  /** The BSON of `doc`, made by the first query that returns it (see `encodedRecord`). */
  bson: Uint8Array | undefined;
}

function makeRecord(doc: Doc): StoredRecord {
  return { id: keyOf(doc._id), doc, view: toView(doc) as Doc, bson: undefined };
}

/**
 * The stored document as BSON, serialised once and kept: `doc` never changes (an update stores a
 * new record), so every later find copies these bytes instead of encoding the document again.
 */
export function encodedRecord(record: StoredRecord): Uint8Array {
  return (record.bson ??= serialize(record.doc, { ignoreUndefined: true }));
}

export class Collection {
  readonly db: string;
  readonly name: string;
  readonly options: Doc;
  readonly uuid: Binary;
  readonly records = new Map<string, StoredRecord>();
  readonly indexes = new Map<string, Index>();
  readonly metrics: { scannedObjects: number; scannedKeys: number };
  /** Queries on this collection that had to look at every document ($collStats queryExecStats). */
  collectionScans = 0;
  private readonly emit: ChangeEmitter;
  /** Called before any change, so an open transaction can keep its view of the state before it. */
  private readonly beforeChange: (collection: Collection) => void;

  constructor(
    db: string,
    name: string,
    options: Doc,
    emit: ChangeEmitter,
    metrics: Collection['metrics'],
    beforeChange: (collection: Collection) => void = () => undefined,
    uuid: Binary = new UUID().toBinary(),
  ) {
    this.metrics = metrics;
    this.db = db;
    this.name = name;
    this.options = options;
    this.uuid = uuid;
    this.emit = emit;
    this.beforeChange = beforeChange;
  }

  /**
   * An independent copy with the same documents and indexes, whose changes go to `emit` (a
   * transaction's private view). Stored records are immutable, so they are shared, not copied.
   */
  clone(emit: ChangeEmitter): Collection {
    const copy = new Collection(this.db, this.name, this.options, emit, this.metrics, undefined, this.uuid);
    for (const [id, record] of this.records) copy.records.set(id, record);
    for (const [name, index] of this.indexes) copy.indexes.set(name, index.clone());
    return copy;
  }

  get namespace(): string {
    return `${this.db}.${this.name}`;
  }

  get size(): number {
    return this.records.size;
  }

  get(id: string): StoredRecord | undefined {
    return this.records.get(id);
  }

  indexSpecs(): IndexSpec[] {
    return [ID_INDEX_SPEC, ...[...this.indexes.values()].map((index) => index.spec)];
  }

  /** Inserts a new document; throws DuplicateKey on `_id` or unique index conflicts. */
  insert(doc: Doc): StoredRecord {
    this.beforeChange(this);
    const record = makeRecord(doc);
    if (this.records.has(record.id)) throw this.duplicateIdError(doc._id);
    const keys = this.checkUnique(record, undefined);
    this.store(record, keys);
    this.emit({ op: 'put', db: this.db, coll: this.name, doc, kind: 'insert' });
    return record;
  }

  /** Replaces the stored document with the same `_id`: an update (operators) or a replacement document. */
  replace(previous: StoredRecord, doc: Doc, kind: 'update' | 'replace' = 'update'): StoredRecord {
    this.beforeChange(this);
    const record = makeRecord(doc);
    const keys = this.checkUnique(record, previous.id);
    this.unindex(previous);
    this.store(record, keys);
    this.emit({ op: 'put', db: this.db, coll: this.name, doc, kind }, previous.doc);
    return record;
  }

  delete(record: StoredRecord): void {
    if (!this.records.has(record.id)) return;
    this.beforeChange(this);
    this.unindex(record);
    this.records.delete(record.id);
    this.emit({ op: 'delete', db: this.db, coll: this.name, id: record.doc._id }, record.doc);
  }

  /** Recovery path: trusts the journal (no unique checks, nothing re-journaled). */
  restore(doc: Doc): void {
    this.beforeChange(this);
    const record = makeRecord(doc);
    const previous = this.records.get(record.id);
    if (previous) this.unindex(previous);
    const keys = [...this.indexes.values()].map((index) => index.keysOf(record.view));
    this.store(record, keys);
  }

  restoreDelete(id: unknown): void {
    const record = this.records.get(keyOf(id));
    if (!record) return;
    this.beforeChange(this);
    this.unindex(record);
    this.records.delete(record.id);
  }

  /** Adds an index, building it over existing documents; throws DuplicateKey if a unique one cannot hold them. */
  addIndex(spec: IndexSpec, journaled = true): void {
    this.beforeChange(this);
    const index = new Index(spec);
    for (const record of this.records.values()) {
      const keys = index.keysOf(record.view);
      if (index.unique && keys) {
        const conflict = index.conflictingKey(keys, record.id);
        if (conflict !== undefined) throw this.duplicateKeyError(index, record, conflict);
      }
      index.add(record.id, keys);
    }
    this.indexes.set(spec.name, index);
    if (journaled) this.emit({ op: 'createIndex', db: this.db, coll: this.name, spec: { ...spec } });
  }

  dropIndex(name: string, journaled = true): void {
    this.beforeChange(this);
    this.indexes.delete(name);
    if (journaled) this.emit({ op: 'dropIndex', db: this.db, coll: this.name, name });
  }

  private store(record: StoredRecord, keys: Array<IndexKeys | undefined>): void {
    this.records.set(record.id, record);
    let position = 0;
    for (const index of this.indexes.values()) index.add(record.id, keys[position++]);
  }

  private unindex(record: StoredRecord): void {
    for (const index of this.indexes.values()) index.remove(record.id, index.keysOf(record.view));
  }

  /** Computes the record's keys for every index, failing on the first unique violation. */
  private checkUnique(record: StoredRecord, ownId: string | undefined): Array<IndexKeys | undefined> {
    const all: Array<IndexKeys | undefined> = [];
    for (const index of this.indexes.values()) {
      const keys = index.keysOf(record.view);
      if (index.unique && keys) {
        const conflict = index.conflictingKey(keys, ownId ?? record.id);
        if (conflict !== undefined) throw this.duplicateKeyError(index, record, conflict);
      }
      all.push(keys);
    }
    return all;
  }

  private duplicateIdError(id: unknown): MongoCommandError {
    return duplicateKey(this.namespace, '_id_', { _id: 1 }, { _id: id });
  }

  private duplicateKeyError(index: Index, record: StoredRecord, key: string): MongoCommandError {
    const keyValue = index.keyValueOf(record.doc, key);
    return duplicateKey(this.namespace, index.name, { ...index.spec.key }, keyValue);
  }
}

/** `E11000 duplicate key error collection: db.users index: email_1 dup key: { email: "a@b.c" }` */
function duplicateKey(namespace: string, indexName: string, keyPattern: Doc, keyValue: Doc): MongoCommandError {
  const shown = Object.entries(keyValue)
    .map(([field, value]) => `${field}: ${formatValue(value)}`)
    .join(', ');
  return new MongoCommandError(
    'DuplicateKey',
    `E11000 duplicate key error collection: ${namespace} index: ${indexName} dup key: { ${shown} }`,
    { keyPattern, keyValue },
  );
}

function formatValue(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  const type = (value as { _bsontype?: string })._bsontype;
  if (type === 'ObjectId') return `ObjectId('${String(value)}')`;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
