/**
 * Server-side cursors for find/aggregate/list* results that do not fit the first batch. Results are
 * materialised when the cursor is created (stored documents are immutable, so this is a consistent
 * snapshot); idle cursors are closed after `idleTimeoutMs`, like MongoDB's 10-minute default.
 */
import { Long } from 'bson';
import { randomFillSync } from 'node:crypto';
import { MongoCommandError } from './errors.js';
import type { Doc } from './values/document.js';
import { serializeDocument } from './wire/bsonCodec.js';
import { MAX_BSON_OBJECT_SIZE } from './wire/constants.js';
import { EncodedBatch } from './wire/encodedBatch.js';

/** Turns a slice of a cursor's results into BSON documents, one per item, in order. */
export type BatchEncoder<T> = (items: T[]) => Uint8Array[];

interface OpenCursor {
  id: Long;
  namespace: string;
  items: unknown[];
  position: number;
  encode: BatchEncoder<unknown>;
  lastUsed: number;
}

export interface CursorReply {
  id: Long;
  ns: string;
  firstBatch?: EncodedBatch;
  nextBatch?: EncodedBatch;
}

const encodeDocs: BatchEncoder<Doc> = (docs) => docs.map(serializeDocument);

export interface CursorOptions {
  batchSize?: number | undefined;
  singleBatch?: boolean | undefined;
}

const DEFAULT_FIRST_BATCH = 101;
/** Leave room for the reply envelope inside the 16 MiB BSON limit. */
const MAX_BATCH_BYTES = MAX_BSON_OBJECT_SIZE - 64 * 1024;

export class CursorManager {
  private readonly cursors = new Map<string, OpenCursor>();
  private readonly idleTimeoutMs: number;
  private readonly timer: NodeJS.Timeout;
  /** Random bytes for cursor ids, refilled 64 ids at a time (one crypto call per id was a visible cost). */
  private readonly randomPool = Buffer.alloc(8 * 64);
  private randomOffset = this.randomPool.length;

  constructor(idleTimeoutMs: number) {
    this.idleTimeoutMs = idleTimeoutMs;
    this.timer = setInterval(() => this.closeIdle(), Math.min(60_000, Math.max(10, idleTimeoutMs / 2)));
    this.timer.unref();
  }

  get openCount(): number {
    return this.cursors.size;
  }

  /**
   * Builds the `cursor` field of a find/aggregate reply, keeping a cursor open when results remain.
   * Results are documents, or anything `encode` turns into BSON documents (find passes stored records).
   */
  open(namespace: string, docs: Doc[], options: CursorOptions): CursorReply;
  open<T>(namespace: string, items: T[], options: CursorOptions & { encode: BatchEncoder<T> }): CursorReply;
  open(namespace: string, items: unknown[], options: CursorOptions & { encode?: BatchEncoder<unknown> }): CursorReply {
    const encode = options.encode ?? (encodeDocs as BatchEncoder<unknown>);
    const state: OpenCursor = { id: Long.ZERO, namespace, items, position: 0, encode, lastUsed: Date.now() };
    const firstBatch = this.nextBatch(state, options.batchSize ?? DEFAULT_FIRST_BATCH);
    if (state.position < items.length && !options.singleBatch) {
      state.id = this.newId();
      this.cursors.set(state.id.toString(), state);
    }
    return { id: state.id, ns: namespace, firstBatch };
  }

  getMore(id: Long, namespace: string, batchSize: number | undefined): CursorReply {
    const state = this.cursors.get(id.toString());
    if (!state) throw new MongoCommandError('CursorNotFound', `cursor id ${id.toString()} not found`);
    if (state.namespace !== namespace) {
      throw new MongoCommandError(
        'Unauthorized',
        `Requested getMore on namespace '${namespace}', but cursor belongs to a different namespace ${state.namespace}`,
      );
    }
    state.lastUsed = Date.now();
    const nextBatch = this.nextBatch(state, batchSize || Infinity);
    let replyId = state.id;
    if (state.position >= state.items.length) {
      this.cursors.delete(id.toString());
      replyId = Long.ZERO;
    }
    return { id: replyId, ns: namespace, nextBatch };
  }

  /** Returns [killed, notFound]. */
  kill(ids: Long[]): [Long[], Long[]] {
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const id of ids) (this.cursors.delete(id.toString()) ? killed : notFound).push(id);
    return [killed, notFound];
  }

  close(): void {
    clearInterval(this.timer);
    this.cursors.clear();
  }

  private nextBatch(state: OpenCursor, batchSize: number): EncodedBatch {
    const slice = state.items.slice(state.position, state.position + Math.min(batchSize, state.items.length));
    const encoded = state.encode(slice);
    let bytes = 0;
    let taken = 0;
    for (const document of encoded) {
      bytes += document.length;
      if (taken > 0 && bytes > MAX_BATCH_BYTES) break;
      taken++;
    }
    state.position += taken;
    return new EncodedBatch(taken === encoded.length ? encoded : encoded.slice(0, taken));
  }

  private newId(): Long {
    for (;;) {
      if (this.randomOffset + 8 > this.randomPool.length) {
        randomFillSync(this.randomPool);
        this.randomOffset = 0;
      }
      const low = this.randomPool.readInt32LE(this.randomOffset);
      const high = this.randomPool.readInt32LE(this.randomOffset + 4) & 0x7fffffff;
      this.randomOffset += 8;
      const id = Long.fromBits(low, high);
      if (!id.isZero() && !this.cursors.has(id.toString())) return id;
    }
  }

  private closeIdle(): void {
    const cutoff = Date.now() - this.idleTimeoutMs;
    for (const [key, state] of this.cursors) if (state.lastUsed < cutoff) this.cursors.delete(key);
  }
}
