/** find, getMore and killCursors. */
import { Long } from 'bson';
import { MongoCommandError } from '../errors.js';
import { hintOrder } from '../query/hint.js';
import { compileProjection } from '../query/projection.js';
import { runQuery } from '../query/run.js';
import { parseSort } from '../query/sort.js';
import { encodedRecord, type StoredRecord } from '../storage/collection.js';
import type { Doc } from '../values/document.js';
import { serializeDocument } from '../wire/bsonCodec.js';
import { collationOf } from './collation.js';
import { collectionName, nonNegative, optionalDoc, optionalNumber, truthy, type CommandHandler } from './context.js';

export const find: CommandHandler = (command, context) => {
  const name = collectionName(command, 'find');
  const filter = optionalDoc(command, 'filter');
  for (const option of ['tailable', 'awaitData', 'min', 'max', 'returnKey', 'showRecordId']) {
    if (command[option] !== undefined && command[option] !== false) {
      throw new MongoCommandError('CommandNotSupported', `find option '${option}' is not supported by embedded-mongo`);
    }
  }
  const rawLimit = optionalNumber(command, 'limit') ?? 0;
  const singleBatch = truthy(command.singleBatch) || rawLimit < 0;
  const limit = Math.abs(rawLimit);
  const batchSize = nonNegative(command, 'batchSize');
  const collection = context.engine.getCollection(context.db, name);
  const records = runQuery(collection, {
    filter,
    sort: parseSort(command.sort),
    skip: nonNegative(command, 'skip'),
    limit,
    collation: collationOf(command),
    hintOrder: hintOrder(collection, command.hint),
  });
  const project = compileProjection(command.projection, filter);
  const encode = project
    ? (batch: StoredRecord[]) => project(batch.map((record) => record.doc)).map(serializeDocument)
    : (batch: StoredRecord[]) => batch.map(encodedRecord);
  const cursor = context.cursors.open(`${context.db}.${name}`, records, { batchSize, singleBatch, encode });
  return { cursor, ok: 1 };
};

export function asLong(value: unknown): Long {
  if (Long.isLong(value)) return value;
  if (typeof value === 'number' && Number.isInteger(value)) return Long.fromNumber(value);
  throw new MongoCommandError('TypeMismatch', "BSON field 'getMore' is the wrong type, expected type 'long'");
}

export const getMore: CommandHandler = (command, context) => {
  const id = asLong(command.getMore);
  const name = collectionName(command, 'collection');
  const cursor = context.cursors.getMore(id, `${context.db}.${name}`, nonNegative(command, 'batchSize') || undefined);
  return { cursor, ok: 1 };
};

export const killCursors: CommandHandler = (command, context) => {
  collectionName(command, 'killCursors');
  const ids = Array.isArray(command.cursors) ? command.cursors.map(asLong) : [];
  const streams = context.changeStreams.kill(ids);
  const [found, notFound] = context.cursors.kill(ids.filter((id) => !streams.some((stream) => stream.equals(id))));
  const killed = [...streams, ...found];
  const reply: Doc = { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
  return reply;
};
