/** Logical changes, as applied in memory and as written to the journal. */
import type { Doc } from '../values/document.js';
import type { IndexSpec } from './indexSpec.js';

export type JournalOp =
  | { op: 'createCollection'; db: string; coll: string; options: Doc }
  | { op: 'dropCollection'; db: string; coll: string }
  | { op: 'dropDatabase'; db: string }
  | { op: 'createIndex'; db: string; coll: string; spec: IndexSpec }
  | { op: 'dropIndex'; db: string; coll: string; name: string }
  | { op: 'put'; db: string; coll: string; doc: Doc }
  | { op: 'delete'; db: string; coll: string; id: unknown }
  /** A committed transaction: its changes in one journal record, so a crash keeps all or none. */
  | { op: 'txn'; ops: JournalOp[] };
