/** create, drop, dropDatabase, listDatabases, listCollections. */
import { calculateObjectSize } from 'bson';
import { MongoCommandError } from '../errors.js';
import { compileFilter } from '../query/matcher.js';
import type { Collection } from '../storage/collection.js';
import { ID_INDEX_SPEC } from '../storage/indexSpec.js';
import type { Doc } from '../values/document.js';
import { collectionName, optionalDoc, truthy, type CommandHandler } from './context.js';

/** Collection options that change behaviour this server does not implement: refused rather than ignored. */
const refusedCreateOptions = [
  'capped',
  'timeseries',
  'validator',
  'viewOn',
  'pipeline',
  'clusteredIndex',
  'encryptedFields',
  'collation',
  'expireAfterSeconds',
  'changeStreamPreAndPostImages',
];

export const create: CommandHandler = (command, context) => {
  const name = collectionName(command, 'create');
  for (const option of refusedCreateOptions) {
    if (command[option] !== undefined && command[option] !== false) {
      throw new MongoCommandError(
        'CommandNotSupported',
        `embedded-mongo does not support the collection option '${option}'`,
      );
    }
  }
  context.engine.createCollection(context.db, name, {});
  return { ok: 1 };
};

export const drop: CommandHandler = (command, context) => {
  const name = collectionName(command, 'drop');
  const collection = context.engine.getCollection(context.db, name);
  if (!collection) return { ok: 1 };
  const nIndexesWas = collection.indexes.size + 1;
  context.engine.dropCollection(context.db, name);
  return { nIndexesWas, ns: `${context.db}.${name}`, ok: 1 };
};

export const dropDatabase: CommandHandler = (_command, context) => {
  context.engine.dropDatabase(context.db);
  return { dropped: context.db, ok: 1 };
};

function approximateSize(collection: Collection): number {
  let bytes = 0;
  for (const record of collection.records.values()) bytes += calculateObjectSize(record.doc);
  return bytes;
}

export const listDatabases: CommandHandler = (command, context) => {
  const matches = compileFilter(optionalDoc(command, 'filter'));
  const nameOnly = truthy(command.nameOnly);
  const databases: Doc[] = [];
  let totalSize = 0;
  for (const [name, collections] of context.engine.databases) {
    const entry: Doc = { name };
    if (!nameOnly) {
      const sizeOnDisk = [...collections.values()].reduce((sum, collection) => sum + approximateSize(collection), 0);
      totalSize += sizeOnDisk;
      Object.assign(entry, { sizeOnDisk, empty: collections.size === 0 });
    }
    if (matches(entry)) databases.push(entry);
  }
  const reply: Doc = { databases };
  if (!nameOnly) Object.assign(reply, { totalSize, totalSizeMb: Math.round(totalSize / 1048576) });
  return { ...reply, ok: 1 };
};

export const listCollections: CommandHandler = (command, context) => {
  const matches = compileFilter(optionalDoc(command, 'filter'));
  const nameOnly = truthy(command.nameOnly);
  const entries: Doc[] = [];
  for (const collection of context.engine.listCollections(context.db)) {
    const entry: Doc = nameOnly
      ? { name: collection.name, type: 'collection' }
      : {
          name: collection.name,
          type: 'collection',
          options: { ...collection.options },
          info: { readOnly: false, uuid: collection.uuid },
          idIndex: { ...ID_INDEX_SPEC },
        };
    if (matches(entry)) entries.push(entry);
  }
  const cursorOptions = optionalDoc(command, 'cursor');
  const batchSize = cursorOptions?.batchSize as number | undefined;
  const cursor = context.cursors.open(`${context.db}.$cmd.listCollections`, entries, { batchSize });
  return { cursor, ok: 1 };
};
