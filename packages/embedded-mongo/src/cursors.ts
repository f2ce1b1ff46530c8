/**
 * Server-side cursors for find/aggregate/list* results that do not fit the first batch. Results are
 * materialised when the cursor is created (stored documents are immutable, so this is a consistent
 * snapshot); idle cursors are closed after `idleTimeoutMs`, like MongoDB's 10-minute default.
 */
import { calculateObjectSize, Long } from 'bson';
import { randomBytes } from 'node:crypto';
import { MongoCommandError } from './errors.js';
import type { Doc } from './values/document.js';
import { MAX_BSON_OBJECT_SIZE } from './wire/constants.js';

export type BatchTransform = (docs: Doc[]) => Doc[];

interface OpenCursor {
  id: Long;
  namespace: string;
  docs: Doc[];
  position: number;
  transform: BatchTransform;
  lastUsed: number;
}

export interface CursorReply {
  id: Long;
  ns: string;
  firstBatch?: Doc[];
  nextBatch?: Doc[];
}

const DEFAULT_FIRST_BATCH = 101;
/** Leave room for the reply envelope inside the 16 MiB BSON limit. */
const MAX_BATCH_BYTES = MAX_BSON_OBJECT_SIZE - 64 * 1024;

export class CursorManager {
  private readonly cursors = new Map<string, OpenCursor>();
  private readonly idleTimeoutMs: number;
  private readonly timer: NodeJS.Timeout;

  constructor(idleTimeoutMs: number) {
    this.idleTimeoutMs = idleTimeoutMs;
    this.timer = setInterval(() => this.closeIdle(), Math.min(60_000, Math.max(10, idleTimeoutMs / 2)));
    this.timer.unref();
  }

  get openCount(): number {
    return this.cursors.size;
  }

  /** Builds the `cursor` field of a find/aggregate reply, keeping a cursor open when documents remain. */
  open(namespace: string, docs: Doc[], options: { batchSize?: number | undefined; singleBatch?: boolean | undefined; transform?: BatchTransform }): CursorReply {
    const transform = options.transform ?? ((batch) => batch);
    const state: OpenCursor = { id: Long.ZERO, namespace, docs, position: 0, transform, lastUsed: Date.now() };
    const firstBatch = this.nextBatch(state, options.batchSize ?? DEFAULT_FIRST_BATCH);
    if (state.position < docs.length && !options.singleBatch) {
      state.id = this.newId();
      this.cursors.set(state.id.toString(), state);
    }
    return { id: state.id, ns: namespace, firstBatch };
  }

  getMore(id: Long, namespace: string, batchSize: number | undefined): CursorReply {
    const state = this.cursors.get(id.toString());
    if (!state) throw new MongoCommandError('CursorNotFound', `cursor id ${id.toString()} not found`);
    if (state.namespace !== namespace) {
      throw new MongoCommandError('Unauthorized', `Requested getMore on namespace '${namespace}', but cursor belongs to a different namespace ${state.namespace}`);
    }
    state.lastUsed = Date.now();
    const nextBatch = this.nextBatch(state, batchSize || Infinity);
    let replyId = state.id;
    if (state.position >= state.docs.length) {
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

  private nextBatch(state: OpenCursor, batchSize: number): Doc[] {
    const slice = state.docs.slice(state.position, state.position + Math.min(batchSize, state.docs.length));
    const batch = state.transform(slice);
    let bytes = 0;
    let taken = 0;
    for (const doc of batch) {
      bytes += calculateObjectSize(doc, { ignoreUndefined: true });
      if (taken > 0 && bytes > MAX_BATCH_BYTES) break;
      taken++;
    }
    state.position += taken;
    return taken === batch.length ? batch : batch.slice(0, taken);
  }

  private newId(): Long {
    for (;;) {
      const id = Long.fromBytesLE([...randomBytes(8)]).and(Long.MAX_VALUE);
      if (!id.isZero() && !this.cursors.has(id.toString())) return id;
    }
  }

  private closeIdle(): void {
    const cutoff = Date.now() - this.idleTimeoutMs;
    for (const [key, state] of this.cursors) if (state.lastUsed < cutoff) this.cursors.delete(key);
  }
}
