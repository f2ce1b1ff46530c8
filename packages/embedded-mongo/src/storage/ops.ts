/**
 * Logical changes, as applied in memory and as written to the journal. `ts` is the change's cluster
 * time (change streams; absent in journals written before they existed), `kind` what a `put` was.
 */
import type { Timestamp } from 'bson';
import type { Doc } from '../values/document.js';
import type { IndexSpec } from './indexSpec.js';

export type JournalOp =
  | { op: 'createCollection'; db: string; coll: string; options: Doc }
  | { op: 'dropCollection'; db: string; coll: string; ts?: Timestamp }
  | { op: 'dropDatabase'; db: string; ts?: Timestamp }
  | { op: 'createIndex'; db: string; coll: string; spec: IndexSpec }
  | { op: 'dropIndex'; db: string; coll: string; name: string }
  | { op: 'put'; db: string; coll: string; doc: Doc; kind?: 'insert' | 'update' | 'replace'; ts?: Timestamp }
  | { op: 'delete'; db: string; coll: string; id: unknown; ts?: Timestamp }
  /** A committed transaction: its changes in one journal record, so a crash keeps all or none. */
  | { op: 'txn'; ops: JournalOp[] };
