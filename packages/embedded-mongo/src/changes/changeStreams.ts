/**
 * Change streams: `aggregate` with a leading `$changeStream` stage opens a cursor on the change feed
 * (one collection, one database with `aggregate: 1`, or every database with `allChangesForCluster`);
 * `getMore` on it waits up to `maxTimeMS` (1 s by default, MongoDB's awaitData wait) for events.
 * Every reply carries `postBatchResumeToken`, so the driver can always resume where it stopped.
 */
import { Long, Timestamp } from 'bson';
import { randomBytes } from 'node:crypto';
import { MongoCommandError } from '../errors.js';
import { runEventStages } from '../query/aggregate.js';
import type { Engine } from '../storage/engine.js';
import { isPlainObject, type Doc } from '../values/document.js';
import { keyOf } from '../values/keys.js';
import type { ChangeEntry } from './changeFeed.js';
import { compareTimes, resumeTokenOf, timeAfter, timeBefore, timeOfToken } from './clusterTime.js';
import { describeUpdate } from './updateDescription.js';

interface StreamScope {
  db: string;
  /** One collection; undefined for a whole database or cluster. */
  coll: string | undefined;
  cluster: boolean;
}

interface OpenStream {
  id: Long;
  ns: string;
  scope: StreamScope;
  fullDocument: string;
  fullDocumentBeforeChange: string;
  stages: Doc[];
  /** Events up to this cluster time have been looked at (its token is the postBatchResumeToken). */
  position: Timestamp;
  /** A drop ended it: the invalidate event was returned and the cursor is closed. */
  invalidated: boolean;
  lastUsed: number;
}

const DEFAULT_AWAIT_MS = 1000;
const DEFAULT_BATCH = 101;
const INTERNAL_DATABASES = new Set(['admin', 'config', 'local']);

const historyLost = (): MongoCommandError =>
  new MongoCommandError(
    'ChangeStreamHistoryLost',
    'Resume of change stream was not possible, as the resume point may no longer be in the oplog.',
  );

export class ChangeStreams {
  private readonly engine: Engine;
  private readonly streams = new Map<string, OpenStream>();
  private readonly idleTimeoutMs: number;
  private readonly timer: NodeJS.Timeout;
  private closed = false;

  constructor(engine: Engine, idleTimeoutMs: number) {
    this.engine = engine;
    this.idleTimeoutMs = idleTimeoutMs;
    this.timer = setInterval(() => this.closeIdle(), Math.min(60_000, Math.max(10, idleTimeoutMs / 2)));
    this.timer.unref();
  }

  /** `aggregate` whose first stage is `$changeStream`. */
  open(command: Doc, db: string): Doc {
    const pipeline = command.pipeline as Doc[];
    const options = pipeline[0]?.$changeStream;
    if (!isPlainObject(options)) throw new MongoCommandError('TypeMismatch', '$changeStream must be an object');
    const target = command.aggregate;
    const cluster = options.allChangesForCluster === true;
    if (cluster && db !== 'admin') {
      throw new MongoCommandError('InvalidOptions', 'allChangesForCluster can only be used on the admin database');
    }
    if (!cluster && db === 'admin' && target === 1) {
      throw new MongoCommandError(
        'InvalidNamespace',
        'a change stream on the admin database needs allChangesForCluster',
      );
    }
    const scope: StreamScope = { db, coll: typeof target === 'string' ? target : undefined, cluster };
    const start = this.startPosition(options);
    const stream: OpenStream = {
      id: this.newId(),
      ns: `${db}.${scope.coll ?? '$cmd.aggregate'}`,
      scope,
      fullDocument: typeof options.fullDocument === 'string' ? options.fullDocument : 'default',
      fullDocumentBeforeChange:
        typeof options.fullDocumentBeforeChange === 'string' ? options.fullDocumentBeforeChange : 'off',
      stages: pipeline.slice(1),
      position: start,
      invalidated: false,
      lastUsed: Date.now(),
    };
    if (!['default', 'updateLookup', 'whenAvailable', 'required'].includes(stream.fullDocument)) {
      throw new MongoCommandError('BadValue', `unknown fullDocument mode '${stream.fullDocument}'`);
    }
    const batchSize = (command.cursor as Doc | undefined)?.batchSize;
    const firstBatch = this.collect(stream, typeof batchSize === 'number' ? batchSize : DEFAULT_BATCH);
    const id = stream.invalidated ? Long.ZERO : stream.id;
    if (!stream.invalidated) this.streams.set(stream.id.toString(), stream);
    return {
      cursor: { id, ns: stream.ns, firstBatch, postBatchResumeToken: resumeTokenOf(stream.position) },
      // The driver restarts a stream that has no resume token yet with startAtOperationTime from here.
      operationTime: timeAfter(start),
      ok: 1,
    };
  }

  has(id: Long): boolean {
    return this.streams.has(id.toString());
  }

  /** `getMore` on a change stream: the events after its position, waiting for some up to `maxTimeMS`. */
  async getMore(command: Doc): Promise<Doc> {
    const id = command.getMore as Long;
    const stream = this.streams.get(id.toString());
    if (!stream) throw new MongoCommandError('CursorNotFound', `cursor id ${id.toString()} not found`);
    stream.lastUsed = Date.now();
    const batchSize = typeof command.batchSize === 'number' && command.batchSize > 0 ? command.batchSize : Infinity;
    const wait = typeof command.maxTimeMS === 'number' && command.maxTimeMS >= 0 ? command.maxTimeMS : DEFAULT_AWAIT_MS;
    const deadline = Date.now() + wait;
    let batch = this.collect(stream, batchSize);
    while (batch.length === 0 && !stream.invalidated && !this.closed && this.streams.has(id.toString())) {
      const left = deadline - Date.now();
      if (left <= 0) break;
      await this.engine.feed.waitForMore(left);
      batch = this.collect(stream, batchSize);
    }
    stream.lastUsed = Date.now();
    if (stream.invalidated) this.streams.delete(id.toString());
    return {
      cursor: {
        id: stream.invalidated ? Long.ZERO : id,
        ns: stream.ns,
        nextBatch: batch,
        postBatchResumeToken: resumeTokenOf(stream.position),
      },
      ok: 1,
    };
  }

  /** Returns the ids it knew (and closed). */
  kill(ids: Long[]): Long[] {
    return ids.filter((id) => this.streams.delete(id.toString()));
  }

  close(): void {
    this.closed = true;
    clearInterval(this.timer);
    this.streams.clear();
    this.engine.feed.notify();
  }

  private startPosition(options: Doc): Timestamp {
    const token = options.startAfter ?? options.resumeAfter;
    const feed = this.engine.feed;
    if (token !== undefined) {
      const time = timeOfToken(token);
      if (!time) throw new MongoCommandError('BadValue', 'the resume token is not one this server issued');
      if (!feed.covers(time)) throw historyLost();
      return time;
    }
    const at = options.startAtOperationTime as Timestamp | undefined;
    if (at !== undefined) {
      if (!(at instanceof Timestamp))
        throw new MongoCommandError('TypeMismatch', 'startAtOperationTime must be a timestamp');
      // Events at `at` are included: start just before it.
      const time = timeBefore(at);
      if (!feed.covers(time)) throw historyLost();
      return time;
    }
    return feed.latest;
  }

  /** Events after the stream's position, in its scope, through its stages; advances the position. */
  private collect(stream: OpenStream, batchSize: number): Doc[] {
    const batch: Doc[] = [];
    // Events go through the stages in runs, not one by one: compiling the stages per event made a
    // 4,000-document import spend a second here. A change stream's stages give each event at most
    // one result, so a run no longer than the room left in the batch cannot overflow it.
    let pending: Doc[] = [];
    const flush = (): void => {
      if (pending.length > 0) batch.push(...runEventStages(pending, stream.stages));
      pending = [];
    };
    for (const entry of this.engine.feed.after(stream.position)) {
      if (batch.length + pending.length >= batchSize) {
        flush();
        if (batch.length >= batchSize) break;
      }
      if (stream.invalidated) break;
      stream.position = entry.time;
      if (!this.inScope(stream.scope, entry)) continue;
      pending.push(this.eventOf(stream, entry));
      if (this.invalidates(stream.scope, entry)) {
        flush();
        stream.invalidated = true;
        batch.push({
          _id: { _data: `${resumeTokenOf(entry.time)._data}01` },
          operationType: 'invalidate',
          clusterTime: entry.time,
          wallTime: entry.wallTime,
        });
      }
    }
    flush();
    if (!stream.invalidated && compareTimes(this.engine.feed.latest, stream.position) > 0 && batch.length < batchSize) {
      stream.position = this.engine.feed.latest;
    }
    return batch;
  }

  private inScope(scope: StreamScope, entry: ChangeEntry): boolean {
    if (scope.cluster) return !INTERNAL_DATABASES.has(entry.db);
    if (entry.db !== scope.db) return false;
    if (scope.coll !== undefined) return entry.coll === scope.coll || entry.kind === 'dropDatabase';
    return entry.coll === undefined || !entry.coll.startsWith('system.');
  }

  private invalidates(scope: StreamScope, entry: ChangeEntry): boolean {
    if (scope.cluster) return false;
    if (scope.coll !== undefined) return entry.kind === 'drop' || entry.kind === 'dropDatabase';
    return entry.kind === 'dropDatabase';
  }

  private eventOf(stream: OpenStream, entry: ChangeEntry): Doc {
    const event: Doc = {
      _id: resumeTokenOf(entry.time),
      operationType: entry.kind,
      clusterTime: entry.time,
      wallTime: entry.wallTime,
    };
    event.ns = entry.coll === undefined ? { db: entry.db } : { db: entry.db, coll: entry.coll };
    if (entry.kind === 'drop' || entry.kind === 'dropDatabase') return event;
    event.documentKey = { _id: entry.id };
    if (entry.kind === 'insert' || entry.kind === 'replace') event.fullDocument = entry.after;
    if (entry.kind === 'update') {
      event.updateDescription = describeUpdate(entry.before ?? {}, entry.after ?? {});
      if (stream.fullDocument === 'updateLookup') event.fullDocument = this.current(entry) ?? null;
      else if (stream.fullDocument === 'whenAvailable' || stream.fullDocument === 'required')
        event.fullDocument = entry.after;
    }
    if (stream.fullDocumentBeforeChange !== 'off' && entry.kind !== 'insert') {
      event.fullDocumentBeforeChange = entry.before ?? null;
    }
    return event;
  }

  /** `updateLookup`: the document as it is now (null once deleted). */
  private current(entry: ChangeEntry): Doc | undefined {
    return this.engine.getCollection(entry.db, entry.coll ?? '')?.get(keyOf(entry.id))?.doc;
  }

  private newId(): Long {
    for (;;) {
      const bytes = randomBytes(8);
      const id = Long.fromBits(bytes.readInt32LE(0), bytes.readInt32LE(4) & 0x7fffffff);
      if (!id.isZero() && !this.streams.has(id.toString())) return id;
    }
  }

  private closeIdle(): void {
    const cutoff = Date.now() - this.idleTimeoutMs;
    for (const [key, stream] of this.streams) if (stream.lastUsed < cutoff) this.streams.delete(key);
  }
}
