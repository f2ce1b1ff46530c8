/** dbStats and collStats, for tools (mongosh `db.stats()`, Compass). */
import { storageStats } from '../query/statsStages.js';
import { collectionName, type CommandHandler } from './context.js';

export const dbStats: CommandHandler = (_command, context) => {
  const collections = context.engine.listCollections(context.db);
  let objects = 0;
  let dataSize = 0;
  let indexes = 0;
  for (const collection of collections) {
    const stats = storageStats(collection);
    objects += stats.count as number;
    dataSize += stats.size as number;
    indexes += stats.nindexes as number;
  }
  return {
    db: context.db,
    collections: collections.length,
    views: 0,
    objects,
    avgObjSize: objects > 0 ? dataSize / objects : 0,
    dataSize,
    storageSize: dataSize,
    indexes,
    indexSize: 0,
    totalSize: dataSize,
    scaleFactor: 1,
    ok: 1,
  };
};

export const collStats: CommandHandler = (command, context) => {
  const name = collectionName(command, 'collStats');
  const stats = storageStats(context.engine.getCollection(context.db, name));
  return { ns: `${context.db}.${name}`, ...stats, ok: 1 };
};
